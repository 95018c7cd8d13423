import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { newUserInput, permanentPasswordInput, subOf } from './cognito-user';
import { awsEnvSchema, optionalUrl, parseEnv } from './env';
import { BadRequestError, ConflictError } from './errors';
import { localEndpoint } from './local-endpoint';
import type { Logger } from './logger';

const env = parseEnv(
  awsEnvSchema.extend({
    USER_POOL_ID: z.string().min(1),
    /** Local stand-in only (cognito-local); unset in AWS. */
    COGNITO_ENDPOINT: optionalUrl,
  }),
);

const cognito = new CognitoIdentityProviderClient({
  region: env.AWS_REGION,
  ...localEndpoint(env.COGNITO_ENDPOINT),
});

/**
 * Creates a confirmed sign-in with a permanent password in one group, and returns its user id (sub).
 * No invitation e-mail: the super admin hands the password over (spec: create-agent takes a password).
 */
export async function createUser(user: {
  email: string;
  password: string;
  fullName: string;
  group: string;
}): Promise<string> {
  let sub: string | undefined;
  try {
    const created = await cognito.send(new AdminCreateUserCommand(newUserInput(env.USER_POOL_ID, user)));
    sub = subOf(created.User?.Attributes);
    await cognito.send(new AdminSetUserPasswordCommand(permanentPasswordInput(env.USER_POOL_ID, user)));
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: user.email,
        GroupName: user.group,
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException)
      throw new ConflictError('A user with this e-mail already exists');
    if (sub) await deleteUser(user.email);
    if (error instanceof InvalidPasswordException) {
      throw new BadRequestError('invalid_password', error.message || 'The password does not meet the policy');
    }
    throw error;
  }
  if (!sub) throw new Error('Cognito returned no user id');
  return sub;
}

/** Removes a sign-in; a user already gone is not an error (deletes are retried). */
export async function deleteUser(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/**
 * Ends a sign-in's access: Cognito refuses new sign-ins and revokes its refresh and access tokens.
 * ID tokens already issued stay valid until they expire, so the API's own check (ADR 054) is what
 * refuses them. cognito-local 5.3.0 has no AdminUserGlobalSignOut: that step is skipped locally.
 */
export async function disableUser(username: string, log: Logger): Promise<void> {
  const user = { UserPoolId: env.USER_POOL_ID, Username: username };
  try {
    await cognito.send(new AdminDisableUserCommand(user));
  } catch (error) {
    // No sign-in left to cut (removed in the console): the stored flag already refuses its tokens.
    if (error instanceof UserNotFoundException) return log.warn('deactivated agent has no sign-in');
    throw error;
  }
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand(user));
  } catch (error) {
    if (!env.COGNITO_ENDPOINT || (error as Error).name !== 'Unsupported') throw error;
    log.warn('global sign-out is not supported by the local Cognito: skipped');
  }
}

/** Lets a disabled sign-in sign in again (its password is unchanged); a sign-in that is gone stays gone. */
export async function enableUser(username: string, log: Logger): Promise<void> {
  try {
    await cognito.send(new AdminEnableUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }));
  } catch (error) {
    if (error instanceof UserNotFoundException) return log.warn('reactivated agent has no sign-in');
    throw error;
  }
}
