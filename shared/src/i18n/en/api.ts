/**
 * Words only API callers meet: the web app never causes them (it always sends a fresh UUID per form
 * submission; its forms never send those combinations), so they stay out of the catalogues the pages show.
 */
export const apiMessages = {
  /** ours */
  idempotencyKeyInvalid: 'Idempotency-Key must be a UUID',
  /** ours */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  /** ours: an estimate's city (land transfer tax) outside its province; the calculators pick both together */
  estimateCityNotInProvince: 'This city is not in the chosen province',
  /** ours: an estimate sent with a lead other than a purchase quote */
  estimateNeedsRateQuote: 'An estimate is a purchase quote (rate_quote)',
} as const;
