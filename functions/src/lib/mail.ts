import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { brand } from '@maplestone/shared/brand';
import type { Transporter } from 'nodemailer';
import * as z from 'zod';
import { awsEnvSchema, parseEnv } from './env';

/** One e-mail, plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A stable Message-ID lets the receiving side recognise a redelivered message. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'ses' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

const mailEnvSchema = awsEnvSchema.extend({
  /** Set in AWS (a verified SES identity): mail goes through SES. */
  SES_FROM_ADDRESS: z.string().trim().optional(),
  /** Local: maildev's SMTP server. */
  SMTP_URL: z.string().trim().optional(),
  MAIL_FROM: z.string().trim().optional(),
});

const LOCAL_FROM = `${brand.name} Leads <leads@maplestone.example>`;

/** Header values never carry line breaks (no header injection through a client's name). */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The SES SDK, required on the first send rather than at import, like every SDK client (ADR 079). */
let sesSdk: Promise<typeof import('@aws-sdk/client-sesv2')> | undefined;
function loadSesSdk(): Promise<typeof import('@aws-sdk/client-sesv2')> {
  sesSdk ??= import('@aws-sdk/client-sesv2');
  return sesSdk;
}

function sesMailer(from: string, region: string): Mailer {
  let client: SESv2Client | undefined;
  return {
    kind: 'ses',
    async send(message) {
      const { SESv2Client, SendEmailCommand } = await loadSesSdk();
      client ??= new SESv2Client({ region });
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: { Data: headerSafe(message.subject), Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                Html: { Data: message.html, Charset: 'UTF-8' },
              },
            },
          },
        }),
      );
    },
  };
}

/** Clients and transports are made once per container (per address) and reused. */
const sesMailers = new Map<string, Mailer>();
const smtpTransports = new Map<string, Promise<Transporter>>();

/**
 * The SMTP transport, with nodemailer loaded on first use: only the local stack sends by SMTP, and the
 * Lambda bundles leave nodemailer out (ADR 064), so nothing in AWS ever loads it.
 */
function smtpTransport(smtpUrl: string): Promise<Transporter> {
  let transport = smtpTransports.get(smtpUrl);
  if (!transport) {
    transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A stopped server fails fast; a hung one within the Lambda's time.
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    );
    smtpTransports.set(smtpUrl, transport);
  }
  return transport;
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      const smtp = await smtpTransport(smtpUrl);
      await smtp.sendMail({
        from,
        to: message.to,
        subject: headerSafe(message.subject),
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
  };
}

/**
 * The mailer for this environment, chosen once per call from the environment: SES when
 * SES_FROM_ADDRESS is set (AWS), else SMTP at SMTP_URL (maildev locally). Read at call time so a
 * test can point it at another SMTP server.
 */
export function mailer(env: NodeJS.ProcessEnv = process.env): Mailer {
  const config = parseEnv(mailEnvSchema, env);
  if (config.SES_FROM_ADDRESS) {
    const key = `${config.AWS_REGION}\u0000${config.SES_FROM_ADDRESS}`;
    const ses = sesMailers.get(key) ?? sesMailer(config.SES_FROM_ADDRESS, config.AWS_REGION);
    sesMailers.set(key, ses);
    return ses;
  }
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM || LOCAL_FROM);
  throw new Error(
    config.STAGE === 'local'
      ? 'Invalid environment: SMTP_URL is required locally'
      : 'Invalid environment: SES_FROM_ADDRESS is required outside the local stack',
  );
}

/** Sends one e-mail with this environment's mailer. */
export function sendMail(message: MailMessage): Promise<void> {
  return mailer().send(message);
}
