import type { Locale } from '@maplestone/shared/i18n/locale';
import { apiRequest } from '../../../lib/api';

const accepted = { parse: (data: unknown) => data };

/**
 * POST /api/newsletter { email, language } (with the empty honeypot): asks for the subscription; the address
 * is subscribed once it follows the e-mailed link (ADR 095).
 */
export function subscribe(email: string, language: Locale, website = ''): Promise<unknown> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: { email, language, website },
    schema: accepted,
  });
}
