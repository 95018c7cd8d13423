import {
  adminMessages,
  type Rate,
  type RateCreateRequest,
  type RateUpdateRequest,
  rateSchema,
  scrapeRatesResponseSchema,
  staffMessages,
} from '@maplestone/shared';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { adminResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = adminMessages.rates;

/**
 * /api/admin/rates: every rate, inactive ones too (`?status=all`, ADR 053, so a switched-off rate can be
 * switched back on); 'Add Rate Manually' is the resource's save, and delete.
 */
export const ratesResource = adminResource<Rate, RateCreateRequest>({
  key: 'rates',
  path: '/api/admin/rates',
  listPath: '/api/admin/rates?status=all',
  schema: rateSchema,
  messages: {
    fetchFailed: ratesCommonWords.fetchFailed,
    saved: m.added,
    saveFailed: m.addFailed,
    deleted: m.deleted,
    deleteFailed: m.deleteFailed,
  },
});

const patchRate = ({ id, change }: { id: string; change: RateUpdateRequest }) =>
  authedRequest(ratesResource.itemPath(id), { method: 'PATCH', body: change, schema: rateSchema });

/** PATCH posted_rate or our_rate (the inline edit): 'Failed to update rate', or the schema's refusal. */
export function useUpdateRate() {
  return useResourceMutation({
    mutationFn: patchRate,
    invalidate: [ratesResource.keys.all],
    success: m.updated,
    failure: (error) => apiMessage(error, 400, m.updateFailed),
  });
}

/** The Active/Inactive badge: shown switched at once, put back with 'Failed to update rate status' on failure. */
export function useToggleRate() {
  return useResourceMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) =>
      patchRate({ id, change: { is_active } }),
    invalidate: [ratesResource.keys.all],
    success: (_rate, { is_active }) => m.statusUpdated(is_active),
    failure: m.statusFailed,
    optimistic: {
      queryKey: ratesResource.keys.list(),
      update: (rates: Rate[] | undefined, { id, is_active }) =>
        rates?.map((rate) => (rate.id === id ? { ...rate, is_active } : rate)),
    },
  });
}

/** POST /api/admin/rates/scrape: runs the scrape now; its answer's message is the toast. */
export function useScrapeRates() {
  return useResourceMutation({
    mutationFn: () =>
      authedRequest('/api/admin/rates/scrape', { method: 'POST', schema: scrapeRatesResponseSchema }),
    invalidate: [ratesResource.keys.all],
    success: (result) => result.message,
    failure: staffMessages.rates.scrapeFailed,
  });
}
