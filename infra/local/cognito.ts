import { mkdirSync, writeFileSync } from 'node:fs';
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
import { REGION, USER_POOL_NAME } from './config';
import { type ManagedProcess, startProcess, waitUntil } from './processes';

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
  return new CognitoIdentityProviderClient({
    region: REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function startCognito(options: {
  port: number;
  host: string;
  dataDir: string;
  logFile: string;
}): Promise<{ process: ManagedProcess; endpoint: string }> {
  const endpoint = `http://${options.host}:${options.port}`;
  // cognito-local keeps its config and users under ./.cognito of its working directory.
  mkdirSync(join(options.dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const child = startProcess({
    name: 'cognito',
    command: process.execPath,
    args: [require.resolve('cognito-local/lib/bin/start.js')],
    cwd: options.dataDir,
    env: { PORT: String(options.port), HOST: options.host },
    logFile: options.logFile,
  });
  await waitUntil(
    'cognito-local',
    async () => (await fetch(`${endpoint}/health`, { method: 'GET' }).catch(() => null)) !== null,
    { child },
  );
  return { process: child, endpoint };
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
              MinimumLength: 12,
              RequireLowercase: true,
              RequireUppercase: true,
              RequireNumbers: true,
              RequireSymbols: true,
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
      sub = found.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: setup.userPoolId,
          Username: user.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: user.fullName },
          ],
        }),
      );
      sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    }
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: setup.userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
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
