import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  BORROWER_DOCUMENTS_BUCKET,
  bucketNames,
  EXPORT_BUCKET,
} from '../../functions/src/lib/storage-buckets';
import { type EmulatorOptions, type StartedEmulator, startProcess, tcpOpen, waitUntil } from './processes';

const require = createRequire(import.meta.url);

/** CORS so the browser can POST presigned uploads straight to the bucket from the site's origin. */
function corsXml(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration>\n${rules}\n</CORSConfiguration>\n`;
}

export async function startS3(
  options: EmulatorOptions & { siteOrigins: string[] },
): Promise<StartedEmulator> {
  mkdirSync(options.dataDir, { recursive: true });
  const corsFile = join(options.dataDir, '..', 's3-cors.xml');
  writeFileSync(corsFile, corsXml(options.siteOrigins));
  const child = startProcess({
    name: 's3',
    command: process.execPath,
    args: [
      require.resolve('s3rver/bin/s3rver.js'),
      '--directory',
      options.dataDir,
      '--address',
      options.host,
      '--port',
      String(options.port),
      '--no-vhost-buckets',
      ...bucketNames.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]),
      // The borrowers' documents (ADR 118): presigned POSTs from the portal; no KMS here (AWS encrypts with its key).
      '--configure-bucket',
      BORROWER_DOCUMENTS_BUCKET.name,
      corsFile,
      // The export files (ADR 093): no browser uploads to it, so no CORS; read through presigned links only.
      '--configure-bucket',
      EXPORT_BUCKET.name,
    ],
    cwd: options.dataDir,
    logFile: options.logFile,
  });
  await waitUntil('s3rver', () => tcpOpen(options.port, options.host), { child });
  return { process: child, endpoint: `http://${options.host}:${options.port}` };
}
