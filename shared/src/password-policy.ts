/**
 * The staff user pool's password rule, read by the AWS pool (infra/aws/constructs/auth.ts), the local one
 * (infra/local/cognito.ts) and the create-agent form's hint, so the three cannot drift apart.
 * A module of its own: the admin panel's words read it without loading domain.ts.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;
