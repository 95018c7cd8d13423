import { CONSENT_TEXTS, NEWSLETTER_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { RATE_ALERT_TOKEN } from '@maplestone/shared/schemas/rate-alerts';
import { contactEmail } from '../data/keys';
import { subscribers } from '../data/repositories/subscribers';
import {
  confirmationMails,
  type SubscriptionRequest,
  subscriptionRequests,
} from '../data/repositories/subscription-requests';
import { parseEnv, siteEnvSchema } from '../lib/env';
import { AppError } from '../lib/errors';
import { errorFields, type Logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';
import { armConfirmedRateAlert, newAlertToken } from './rate-alerts';
import { confirmationEmail } from './subscription-views';

/**
 * Double opt-in (issue 34, ADR 095; CASL puts the proof of consent on the sender): the rate alert and newsletter
 * forms only ask. Each asking sends one e-mail to the address with a link; nothing is armed, recorded or sent
 * until that link is followed, and the consent recorded is the confirmation's. An address that unsubscribed is
 * subscribed again the same way only. No address gets more than a few such e-mails a day, whoever asks.
 */

/** How long a confirmation link confirms. */
export const CONFIRMATION_DAYS = 7;
/** Confirmation e-mails one address may receive in a UTC day, whatever the callers. */
export const CONFIRMATION_MAILS_PER_DAY = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer to every asking, sent or not (over the daily limit, a bot): look in your inbox. */
export const CHECK_INBOX = { confirmation: 'check_inbox' } as const;

/** What a form asks for: an address, the page's language, and for a rate alert the alert. */
export type SubscriptionAsk = Pick<SubscriptionRequest, 'kind' | 'email' | 'language' | 'rate_alert'>;

/**
 * The confirmation e-mail could not be sent: the visitor is told to try again (the request stays unconfirmable,
 * as nobody received its link, until its TTL removes it).
 */
export class ConfirmationNotSentError extends AppError {
  constructor(message: string) {
    super(503, 'confirmation_not_sent', message);
  }
}

/**
 * Sends the confirmation e-mail of a subscription asked for, once the address's daily count allows it; a request
 * over the count is dropped without a word (the caller answers alike, so the call tells nobody anything).
 * `failedMessage`: the words of the 503 when the e-mail cannot go.
 */
export async function askForConfirmation(
  ask: SubscriptionAsk,
  options: {
    log: Logger;
    failedMessage: string;
    now?: Date;
    send?: (message: MailMessage) => Promise<void>;
    env?: NodeJS.ProcessEnv;
  },
): Promise<'sent' | 'limited'> {
  const { log, now = new Date(), send = sendMail } = options;
  const { SITE_URL } = parseEnv(siteEnvSchema, options.env ?? process.env);
  const at = now.toISOString();
  const email = contactEmail(ask.email);
  if (!(await confirmationMails.reserve(email, at.slice(0, 10), CONFIRMATION_MAILS_PER_DAY, at))) {
    log.warn('confirmation e-mail not sent: the address reached its daily limit', { kind: ask.kind });
    return 'limited';
  }
  const request: SubscriptionRequest = {
    ...ask,
    email,
    token: newAlertToken(),
    requested_at: at,
    expires_at: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS).toISOString(),
    confirmed_at: null,
  };
  await subscriptionRequests.create(request);
  try {
    await send(confirmationEmail(request, SITE_URL));
  } catch (error) {
    log.error('confirmation e-mail failed', { kind: ask.kind, ...errorFields(error) });
    throw new ConfirmationNotSentError(options.failedMessage);
  }
  return 'sent';
}

/**
 * The request a confirmation link names, and where it stands: still to confirm, confirmed, or expired (7 days
 * on, unconfirmed). Undefined for a token not shaped like one (read as nothing) or one that names nothing.
 */
export async function linkedRequest(
  token: string,
  now = new Date(),
): Promise<{ request: SubscriptionRequest; state: 'open' | 'confirmed' | 'expired' } | undefined> {
  const request = RATE_ALERT_TOKEN.test(token) ? await subscriptionRequests.get(token) : undefined;
  if (!request) return undefined;
  if (request.confirmed_at) return { request, state: 'confirmed' };
  return { request, state: now.toISOString() >= request.expires_at ? 'expired' : 'open' };
}

/** What following a confirmation link did. */
export type Confirmation =
  | { outcome: 'confirmed' | 'already'; request: SubscriptionRequest }
  | { outcome: 'invalid'; request?: SubscriptionRequest };

/** The newsletter's consent as the confirmation page showed it, given now. */
function newsletterConsent(language: Locale, requestedAt: string, confirmedAt: string) {
  const version = NEWSLETTER_CONSENT_VERSIONS[language];
  return {
    kind: 'express' as const,
    text_version: version,
    text: CONSENT_TEXTS[version],
    given_at: confirmedAt,
    requested_at: requestedAt,
  };
}

/**
 * The link was followed and Confirm pressed: the subscription is made (the alert armed, the address
 * subscribed) with the confirmation's consent, then the request marked confirmed. Making it again changes
 * nothing (the alert takes the token as its id; the address is stored once), so a confirmation cut short
 * between the two writes is completed by pressing again. An unknown, expired or malformed token is 'invalid'.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<Confirmation> {
  const linked = await linkedRequest(token, now);
  if (!linked) return { outcome: 'invalid' };
  const { request, state } = linked;
  if (state === 'confirmed') return { outcome: 'already', request };
  if (state === 'expired') return { outcome: 'invalid', request };
  const at = now.toISOString();
  if (request.kind === 'rate_alert' && request.rate_alert) {
    await armConfirmedRateAlert(
      { email: request.email, language: request.language, ...request.rate_alert },
      request.token,
      { requestedAt: request.requested_at, confirmedAt: at },
    );
  } else if (request.kind === 'newsletter') {
    await subscribers.subscribe(request.email, at, {
      consent: newsletterConsent(request.language, request.requested_at, at),
      language: request.language,
    });
  }
  const marked = await subscriptionRequests.markConfirmed(token, at);
  return { outcome: marked ? 'confirmed' : 'already', request };
}
