import type {
  AdminCreateUserCommandInput,
  AdminSetUserPasswordCommandInput,
  AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * How a sign-in is made, here and by the local seed alike: a confirmed e-mail, told nothing by Cognito (the
 * super admin hands the password over), then a permanent password so no change is forced at first sign-in.
 */
export function newUserInput(
  userPoolId: string,
  user: { email: string; fullName: string },
): AdminCreateUserCommandInput {
  return {
    UserPoolId: userPoolId,
    Username: user.email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: user.fullName },
    ],
  };
}

export function permanentPasswordInput(
  userPoolId: string,
  user: { email: string; password: string },
): AdminSetUserPasswordCommandInput {
  return { UserPoolId: userPoolId, Username: user.email, Password: user.password, Permanent: true };
}

/** A user's id (sub) among its attributes. */
export const subOf = (attributes: AttributeType[] | undefined): string | undefined =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
