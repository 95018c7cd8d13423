import { apiRequest } from '../../../lib/api';

const accepted = { parse: (data: unknown) => data };

/** POST /api/newsletter { email } (with the empty honeypot). */
export function subscribe(email: string, website = ''): Promise<unknown> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: { email, website },
    schema: accepted,
  });
}
