import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ManagedProcess, startProcess, waitUntil } from './processes';

const require = createRequire(import.meta.url);

/** maildev: an SMTP server and a web inbox with a REST API, standing in for the CRM mailbox. */
export async function startMaildev(options: {
  smtpPort: number;
  webPort: number;
  host: string;
  dataDir: string;
  logFile: string;
}): Promise<{ process: ManagedProcess; smtpUrl: string; inboxUrl: string }> {
  mkdirSync(options.dataDir, { recursive: true });
  const child = startProcess({
    name: 'maildev',
    command: process.execPath,
    args: [
      require.resolve('maildev/bin/maildev'),
      '--smtp',
      String(options.smtpPort),
      '--web',
      String(options.webPort),
      '--ip',
      options.host,
      '--mail-directory',
      options.dataDir,
    ],
    cwd: options.dataDir,
    logFile: options.logFile,
  });
  const inboxUrl = `http://${options.host}:${options.webPort}`;
  await waitUntil('maildev', async () => (await fetch(`${inboxUrl}/email`)).ok, { child });
  return { process: child, smtpUrl: `smtp://${options.host}:${options.smtpPort}`, inboxUrl };
}
