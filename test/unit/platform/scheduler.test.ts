import { describe, expect, it } from 'vitest';
import { nextRunAt } from '../../../infra/local/scheduler';

const TORONTO = 'America/Toronto';

describe('nextRunAt 02:00 America/Toronto', () => {
  it.each([
    // winter (EST, UTC-5): 02:00 local is 07:00 UTC
    ['2026-01-15T06:59:00Z', '2026-01-15T07:00:00.000Z'],
    ['2026-01-15T07:00:00Z', '2026-01-16T07:00:00.000Z'],
    // summer (EDT, UTC-4): 02:00 local is 06:00 UTC
    ['2026-07-01T12:00:00Z', '2026-07-02T06:00:00.000Z'],
    // the night clocks fall back (2026-11-01): 02:00 EST exists once, at 07:00 UTC
    ['2026-11-01T04:00:00Z', '2026-11-01T07:00:00.000Z'],
    // just before midnight local, on a date boundary in UTC
    ['2026-11-22T04:30:00Z', '2026-11-22T07:00:00.000Z'],
  ])('from %s runs next at %s', (now, expected) => {
    expect(nextRunAt(new Date(now), 2, 0, TORONTO).toISOString()).toBe(expected);
  });

  it('still runs once on the night 02:00 is skipped (spring forward, 2026-03-08)', () => {
    const next = nextRunAt(new Date('2026-03-08T05:00:00Z'), 2, 0, TORONTO);
    // 02:00 does not exist that night; the run lands in the skipped hour's place, that same night.
    expect(next.getTime()).toBeGreaterThan(new Date('2026-03-08T05:00:00Z').getTime());
    expect(next.getTime()).toBeLessThanOrEqual(new Date('2026-03-08T08:00:00Z').getTime());
  });

  it('is always in the future and within 25 hours', () => {
    for (let hour = 0; hour < 24 * 14; hour += 7) {
      const now = new Date(Date.UTC(2026, 2, 1) + hour * 3600_000);
      const next = nextRunAt(now, 2, 0, TORONTO);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3600_000);
    }
  });
});
