import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { optionalString, parseEnv } from './env';

/**
 * CloudFront adds this header, with a secret only it and the Lambdas know, to every request it forwards to
 * the HTTP API. A request without it came straight to the execute-api URL, bypassing the edge (and could
 * forge CloudFront-Viewer-Address, which the per-client limits trust): it is refused.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer headers CloudFront forwards to the API and chat origins (its origin request policy; Authorization
 * travels in the cache key). test/infra reads every header functions/src reads and fails if one is missing
 * here; CloudFront allows at most 10 per policy, so nothing the API does not read is listed.
 */
export const FORWARDED_VIEWER_HEADERS = [
  'Content-Type',
  'Idempotency-Key',
  'CloudFront-Viewer-Address',
  // Not read by a handler: CloudFront's OAC signs a POST to the chat Function URL with the payload hash.
  'x-amz-content-sha256',
] as const;

/**
 * The deployed secret: JSON `{ "header": <what CloudFront sends>, "alsoAccepted"?: <a second value> }`, so a
 * rotation can run with no refused request (docs/deploy.md, ADR 027). A plain string is one accepted value.
 */
export function acceptedEdgeSecrets(configured: string | undefined): string[] {
  if (!configured) return [];
  if (!configured.trimStart().startsWith('{')) return [configured];
  const parsed = JSON.parse(configured) as { header?: unknown; alsoAccepted?: unknown };
  const values = [parsed.header, parsed.alsoAccepted].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  if (values.length === 0) throw new Error('ORIGIN_VERIFY_SECRET holds no "header" value');
  return values;
}

/** True when no secret is configured (the local stack has no edge) or the request carries an accepted one. */
export function carriesEdgeSecret(
  headers: Record<string, string | undefined>,
  accepted: string | readonly string[] | undefined,
): boolean {
  const secrets = typeof accepted === 'string' ? [accepted] : (accepted ?? []);
  if (secrets.length === 0) return true;
  const given = Buffer.from(headers[ORIGIN_VERIFY_HEADER] ?? '');
  // Every candidate is compared, so the time taken does not tell which one matched.
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(secret);
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}

const configuredSecrets = acceptedEdgeSecrets(
  parseEnv(z.object({ ORIGIN_VERIFY_SECRET: optionalString })).ORIGIN_VERIFY_SECRET,
);

export function cameThroughEdge(headers: Record<string, string | undefined>): boolean {
  return carriesEdgeSecret(headers, configuredSecrets);
}
