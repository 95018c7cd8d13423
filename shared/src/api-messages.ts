/**
 * Words only API callers meet: the web app never causes them (it always sends a fresh UUID per form
 * submission), so they stay out of the catalogues the pages download.
 */
export const apiMessages = {
  /** ours */
  idempotencyKeyInvalid: 'Idempotency-Key must be a UUID',
  /** ours */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;
