import { connect } from 'node:net';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { tableClients, tableName } from '../../data/client';
import { optionalString, parseEnv } from '../../lib/env';
import { defineHandler, NO_STORE } from '../../lib/http';
import { bucketFor, bucketNames, s3Settings } from '../../lib/storage';

type Status = 'up' | 'down';
interface Probe {
  status: Status;
  ms: number;
  detail?: string;
}

const TIMEOUT_MS = 2000;

/** The optional dependencies a deployment may be configured with (read per request, as the probes are). */
const healthEnvSchema = z.object({ COGNITO_ISSUER: optionalString, SMTP_URL: optionalString });

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', ms: Date.now() - started };
  } catch (error) {
    return {
      status: 'down',
      ms: Date.now() - started,
      detail: error instanceof Error ? error.name : 'error',
    };
  } finally {
    clearTimeout(timer);
  }
}

function tcpReachable(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve();
    });
    socket.on('error', reject);
  });
}

/**
 * An anonymous HEAD on the bucket, so the public Lambda needs neither the S3 client nor S3 permissions:
 * the local stand-in answers 200; in AWS a private bucket answers 403, which still proves it exists.
 */
async function bucketReachable(bucket: string): Promise<void> {
  const url = s3Settings.endpoint
    ? `${s3Settings.endpoint.replace(/\/$/, '')}/${bucket}`
    : `https://${bucket}.s3.${s3Settings.region}.amazonaws.com/`;
  const response = await fetch(url, { method: 'HEAD' });
  if (response.status === 404 || response.status >= 500)
    throw new Error(`bucket answered ${response.status}`);
}

/** Each dependency this deployment is configured with, probed in parallel; 503 if any is down. */
export const getHealth = defineHandler({
  handle: async () => {
    const checks: Record<string, () => Promise<unknown>> = {
      table: async () =>
        (await tableClients()).dynamo.send(new DescribeTableCommand({ TableName: tableName })),
      storage: () => Promise.all(bucketNames.map((name) => bucketReachable(bucketFor(name)))),
    };
    const { COGNITO_ISSUER: issuer, SMTP_URL: smtpUrl } = parseEnv(healthEnvSchema);
    if (issuer) {
      checks.auth = async () => {
        const response = await fetch(`${issuer}/.well-known/jwks.json`);
        if (!response.ok) throw new Error(`JWKS ${response.status}`);
      };
    }
    if (smtpUrl) checks.mail = () => tcpReachable(smtpUrl);

    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => probe(checks[name]!)));
    const dependencies = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const healthy = results.every((result) => result.status === 'up');
    return {
      status: healthy ? 200 : 503,
      body: { status: healthy ? 'ok' : 'degraded', dependencies },
      headers: { 'cache-control': NO_STORE },
    };
  },
});
