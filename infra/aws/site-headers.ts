/**
 * What the site's responses carry, as plain values (no CDK here): CloudFront's response headers policy and
 * the SPA's deployment (constructs/web.ts) and the local site server of `npm run preview`
 * (infra/local/site-server.ts) send the same.
 */

/** Cache-Control of the SPA's files: hashed assets forever, the rest (index.html, pages, config.json) briefly. */
export const SPA_CACHE = {
  assets: 'public, max-age=31536000, immutable',
  entry: 'public, max-age=0, s-maxage=60, must-revalidate',
} as const;

export const HSTS_MAX_AGE_DAYS = 730;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTION = 'DENY';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** The AWS services the SPA calls besides its own origin: Cognito (sign-in) and S3 (presigned uploads). */
export function awsEndpoints(region: string): string[] {
  return [
    `https://cognito-idp.${region}.amazonaws.com`,
    `https://*.s3.${region}.amazonaws.com`,
    `https://s3.${region}.amazonaws.com`,
  ];
}

/**
 * The site's Content-Security-Policy. The SPA talks to its own origin and `connect` (Cognito, S3); images may
 * be external (https) because admins may enter image URLs, plus `images` (the local S3 serves media over http).
 * `https: false` (the local site on http) drops upgrade-insecure-requests, which would send the local
 * stand-ins' http calls to https.
 */
export function contentSecurityPolicy(sources: {
  connect: readonly string[];
  images?: readonly string[];
  https?: boolean;
}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner set inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...(sources.images ?? [])].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...sources.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(sources.https === false ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/** The security headers as HTTP sends them (what the response headers policy adds, for a server of our own). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_DAYS * 24 * 60 * 60}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': FRAME_OPTION,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
