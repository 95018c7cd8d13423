import { brand } from '../../../brand';

/**
 * The e-mail the staff user pool sends with a code (ADR 100). In AWS it is the pool's verification template,
 * which Cognito also uses for a password reset (its default, "Verify your new account", reads wrong for one);
 * locally infra/local/cognito-mail.cjs sends the same words to the inbox. Cognito puts the code in `{####}`.
 * English only: Cognito has one template per pool, and the back office is in English.
 */
export const USER_POOL_CODE_EMAIL = {
  subject: `Your ${brand.name} code`,
  body: `Your ${brand.name} code is {####}. If you asked to reset your password, enter it on the sign-in page within the hour. If you did not ask for it, you can ignore this e-mail: nothing changes without the code.`,
} as const;
