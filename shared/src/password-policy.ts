/**
 * The staff user pool's password rule, read by the AWS pool (infra/aws/constructs/auth.ts), the local one
 * (infra/local/cognito.ts), the create-agent form's hint and the password reset's check (meetsPasswordPolicy),
 * so they cannot drift apart.
 * A module of its own: the admin panel's words read it without loading domain.ts.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's longest password. */
export const PASSWORD_MAX_LENGTH = 256;

/** The characters Cognito counts as symbols (its documented set; a space counts too). */
const SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/**
 * Whether a password meets PASSWORD_POLICY as Cognito reads it (Latin letters, digits 0-9, its symbol set), so a
 * form refuses before Cognito would answer InvalidPasswordException.
 */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_POLICY.minLength &&
    password.length <= PASSWORD_MAX_LENGTH &&
    (!PASSWORD_POLICY.requireLowercase || /[a-z]/.test(password)) &&
    (!PASSWORD_POLICY.requireUppercase || /[A-Z]/.test(password)) &&
    (!PASSWORD_POLICY.requireDigits || /[0-9]/.test(password)) &&
    (!PASSWORD_POLICY.requireSymbols || [...password].some((character) => SYMBOLS.includes(character)))
  );
}
