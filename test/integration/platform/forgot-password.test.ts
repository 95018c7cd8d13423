import { randomUUID } from 'node:crypto';
import {
  CodeMismatchException,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_CODE_EMAIL } from '@maplestone/shared/i18n/en/email/user-pool';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient, ensureUser } from '../../../infra/local/cognito';
import { initiateAuth } from '../../support/http';
import { inbox, waitForMessages } from '../jobs/mailbox';

/**
 * Forgot password on the local stack (ADR 100): cognito-local only prints its codes, so the stack preloads
 * infra/local/cognito-mail.cjs, which also e-mails them to the inbox in the AWS pool's words.
 */
const { urls, env } = inject('stack');
const client = cognitoClient(urls.cognito);
const clientId = env.USER_POOL_CLIENT_ID!;
afterAll(() => client.destroy());

/** A sign-in of this test's own, so no other test's password changes. */
async function userOfOurOwn(password: string): Promise<string> {
  const email = `forgot-${randomUUID().slice(0, 8)}@example.com`;
  await ensureUser(
    {
      endpoint: urls.cognito,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: clientId,
      issuer: env.COGNITO_ISSUER!,
    },
    { email, password, group: 'agent', fullName: 'Forgetful Agent' },
  );
  return email;
}

describe('forgot password on the local stack', () => {
  it('e-mails the code to the inbox in the pool’s words, and the code sets a new password', async () => {
    const email = await userOfOurOwn('Old-pass-2026!x');
    const sent = await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });

    const [mail] = await waitForMessages(
      urls.inbox,
      (message) => message.to.some((to) => to.address === email),
      1,
    );
    expect(mail?.subject).toBe(USER_POOL_CODE_EMAIL.subject);
    expect(mail?.from[0]?.address).toBe('no-reply@verificationemail.com');
    const [before, after] = USER_POOL_CODE_EMAIL.body.split('{####}');
    const code = mail?.text.trim().slice(before!.length, -after!.length || undefined);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text.trim()).toBe(USER_POOL_CODE_EMAIL.body.replace('{####}', code!));

    // A wrong code changes nothing; the e-mailed one sets the password, and only the new one signs in.
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: email,
          ConfirmationCode: wrong,
          Password: 'New-pass-2026!x',
        }),
      ),
    ).rejects.toBeInstanceOf(CodeMismatchException);
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'New-pass-2026!x',
      }),
    );
    expect((await initiateAuth(email, 'New-pass-2026!x')).answer.AuthenticationResult).toBeDefined();
    expect((await initiateAuth(email, 'Old-pass-2026!x')).answer.AuthenticationResult).toBeUndefined();
  });

  it('sends nothing for an e-mail without an account (the web app reads that answer as a sent code)', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await expect(
      client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email })),
    ).rejects.toBeInstanceOf(UserNotFoundException);
    // A known address asked after it: once its code is in, an e-mail to the unknown one would be too.
    const other = await userOfOurOwn('Old-pass-2026!x');
    await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: other }));
    await waitForMessages(urls.inbox, (message) => message.to.some((to) => to.address === other), 1);
    expect(
      (await inbox(urls.inbox)).filter((message) => message.to.some((to) => to.address === email)),
    ).toEqual([]);
  });
});
