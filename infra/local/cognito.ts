import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_CODE_EMAIL } from '@maplestone/shared/i18n/en/email/user-pool';
import { PASSWORD_POLICY } from '@maplestone/shared/password-policy';
import { newUserInput, permanentPasswordInput, subOf } from '../../functions/src/lib/cognito-user';
import { localClientConfig, USER_POOL_NAME } from './config';
import { type EmulatorOptions, freePort, type StartedEmulator, startProcess, waitUntil } from './processes';

const require = createRequire(import.meta.url);

export const GROUPS = ['super_admin', 'admin', 'agent'] as const;
const CLIENT_NAME = 'web';

export interface CognitoSetup {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(localClientConfig(endpoint));
}

/** Where Cognito's default e-mail comes from in AWS (UserPoolEmail.withCognito()). */
const COGNITO_FROM = 'no-reply@verificationemail.com';

/**
 * cognito-local behind its front (below). With `smtpUrl`, the codes it would only print to its log (a forgotten
 * password's) are also e-mailed there, in the AWS pool's words: ./cognito-mail.cjs, preloaded into the child.
 */
export async function startCognito(
  options: EmulatorOptions & { smtpUrl?: string },
): Promise<StartedEmulator> {
  const endpoint = `http://${options.host}:${options.port}`;
  // cognito-local itself listens on a port of its own, behind the front that keeps disabled users out.
  const internalPort = await freePort(options.host);
  const upstream = `http://${options.host}:${internalPort}`;
  // cognito-local keeps its config and users under ./.cognito of its working directory.
  mkdirSync(join(options.dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const child = startProcess({
    name: 'cognito',
    command: process.execPath,
    args: [
      '--require',
      require.resolve('./cognito-mail.cjs'),
      require.resolve('cognito-local/lib/bin/start.js'),
    ],
    cwd: options.dataDir,
    env: {
      PORT: String(internalPort),
      HOST: options.host,
      ...(options.smtpUrl
        ? {
            COGNITO_MAIL_SMTP_URL: options.smtpUrl,
            COGNITO_MAIL_FROM: COGNITO_FROM,
            COGNITO_MAIL_SUBJECT: USER_POOL_CODE_EMAIL.subject,
            COGNITO_MAIL_BODY: USER_POOL_CODE_EMAIL.body,
          }
        : {}),
    },
    logFile: options.logFile,
  });
  await waitUntil(
    'cognito-local',
    async () => (await fetch(`${upstream}/health`, { method: 'GET' }).catch(() => null)) !== null,
    { child },
  );
  let front: Server;
  try {
    front = await startDisabledUserFront({ port: options.port, host: options.host, upstream });
  } catch (error) {
    await child.stop();
    throw error;
  }
  const stopChild = child.stop;
  child.stop = async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await stopChild();
  };
  return { process: child, endpoint };
}

const SIGN_IN_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';
/** Headers of this hop only: fetch sets its own for the next one. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * cognito-local 5.3.0 stores AdminDisableUser but still signs a disabled user in; Cognito answers
 * NotAuthorizedException "User is disabled." (ADR 054). This front passes every call through to
 * cognito-local and keeps that one rule: a sign-in or token refresh that names a disabled user is refused.
 */
function startDisabledUserFront(options: { port: number; host: string; upstream: string }): Promise<Server> {
  const admin = cognitoClient(options.upstream);
  const server = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_HEADERS.has(entry[0]),
        ),
      );
      const answer = await fetch(`${options.upstream}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      let text = await answer.text();
      let status = answer.status;
      if (status === 200 && request.headers['x-amz-target'] === SIGN_IN_TARGET) {
        if (await signsInDisabledUser(admin, text)) {
          status = 400;
          text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
        }
      }
      // cognito-local's own headers (CORS for the browser's sign-in among them), minus this hop's.
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'content-encoding') answerHeaders[name] = value;
      });
      response.writeHead(status, answerHeaders);
      response.end(text);
    } catch (error) {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: (error as Error).message }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** Whether a successful InitiateAuth answer issued tokens to a user the pool has disabled. */
async function signsInDisabledUser(admin: CognitoIdentityProviderClient, answer: string): Promise<boolean> {
  const idToken = (JSON.parse(answer) as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult
    ?.IdToken;
  if (!idToken) return false;
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iss?: string;
    'cognito:username'?: string;
  };
  const userPoolId = claims.iss?.split('/').pop();
  if (!userPoolId || !claims['cognito:username']) return false;
  const user = await admin.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: claims['cognito:username'] }),
  );
  return user.Enabled === false;
}

/** The user pool, an app client allowing USER_PASSWORD_AUTH, and the role groups; found again on restart. */
export async function ensureUserPool(endpoint: string): Promise<CognitoSetup> {
  const client = cognitoClient(endpoint);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: USER_POOL_NAME,
          UsernameAttributes: ['email'],
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_POLICY.minLength,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireNumbers: PASSWORD_POLICY.requireDigits,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
            },
          },
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    const clients = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      userPoolClientId = created.UserPoolClient!.ClientId!;
    }
    const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    const existing = new Set(groups.Groups?.map((group) => group.GroupName));
    for (const group of GROUPS) {
      if (!existing.has(group))
        await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    }
    return { endpoint, userPoolId, userPoolClientId, issuer: `${endpoint}/${userPoolId}` };
  } finally {
    client.destroy();
  }
}

/** A confirmed user with a permanent password in the given group; returns its sub. Idempotent. */
export async function ensureUser(
  setup: CognitoSetup,
  user: { email: string; password: string; group: (typeof GROUPS)[number] | null; fullName: string },
): Promise<string> {
  const client = cognitoClient(setup.endpoint);
  try {
    let sub: string | undefined;
    try {
      const found = await client.send(
        new AdminGetUserCommand({ UserPoolId: setup.userPoolId, Username: user.email }),
      );
      sub = subOf(found.UserAttributes);
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
      const created = await client.send(new AdminCreateUserCommand(newUserInput(setup.userPoolId, user)));
      sub = subOf(created.User?.Attributes);
    }
    await client.send(new AdminSetUserPasswordCommand(permanentPasswordInput(setup.userPoolId, user)));
    if (user.group) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: setup.userPoolId,
          Username: user.email,
          GroupName: user.group,
        }),
      );
    }
    if (!sub) throw new Error(`cognito-local returned no sub for ${user.email}`);
    return sub;
  } finally {
    client.destroy();
  }
}
