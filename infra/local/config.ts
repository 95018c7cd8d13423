import { resolve } from 'node:path';
import { localEndpoint } from '../../functions/src/lib/local-endpoint';

/** Every port of the local stack, each overridable by its environment variable. */
export const PORT_VARIABLES = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  cognito: 'COGNITO_PORT',
  smtp: 'SMTP_PORT',
  mail: 'MAILDEV_PORT',
} as const;
export type Service = keyof typeof PORT_VARIABLES;
export type Ports = Record<Service, number>;

export const DEFAULT_PORTS: Ports = {
  web: 5173,
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  // Not cognito-local's own 9229: that is also Node's inspector port.
  cognito: 9329,
  smtp: 1025,
  mail: 1080,
};

export const HOST = '127.0.0.1';
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The production build of the web app (`npm run build`), which `npm run preview` serves. */
export const WEB_DIST = resolve(REPO_ROOT, 'web', 'dist');
export const TABLE_NAME = 'maplestone-local';
export const USER_POOL_NAME = 'maplestone-local';
export const REGION = 'ca-central-1';

/** An AWS SDK client's settings for a local emulator: our region, its endpoint, placeholder credentials. */
export function localClientConfig(endpoint: string) {
  return { region: REGION, ...localEndpoint(endpoint) };
}
export const DEFAULT_DEMO_PASSWORD = 'Demo-pass-2026!';
export const CRM_DEFAULT_EMAIL = 'crm@maplestone.example';

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const ports = { ...DEFAULT_PORTS };
  for (const [service, variable] of Object.entries(PORT_VARIABLES) as [Service, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable}=${raw} is not a valid port (1-65535)`);
    }
    ports[service] = port;
  }
  return ports;
}
