import { rates } from '../../data/repositories/rates';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { bestRateBadge } from '../../services/rates';
import { readThrough } from '../../services/read-cache';

/** ours: the spec's badge is simply absent when there is no rate. */
export const NO_ACTIVE_RATE = 'No active rate';

/** GET /api/rates/best: { our_rate, term, rate_type } of the active rate with the lowest our_rate. */
export const getBestRate = defineHandler({
  handle: async () => {
    const badge = bestRateBadge(await readThrough('rates:all:all', () => rates.listActive()));
    if (!badge) throw new NotFoundError(NO_ACTIVE_RATE);
    return ok(badge, PUBLIC_CACHE);
  },
});
