import { timingSafeEqual } from 'node:crypto';

/**
 * CloudFront adds this header, with a secret only it and the Lambdas know, to every request it forwards to
 * the HTTP API. A request without it came straight to the execute-api URL, bypassing the edge (and could
 * forge CloudFront-Viewer-Address, which the per-client limits trust): it is refused.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** True when no secret is configured (the local stack has no edge) or the request carries the right one. */
export function carriesEdgeSecret(
  headers: Record<string, string | undefined>,
  secret: string | undefined,
): boolean {
  if (!secret) return true;
  const given = Buffer.from(headers[ORIGIN_VERIFY_HEADER] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const configuredSecret = process.env.ORIGIN_VERIFY_SECRET || undefined;

export function cameThroughEdge(headers: Record<string, string | undefined>): boolean {
  return carriesEdgeSecret(headers, configuredSecret);
}
