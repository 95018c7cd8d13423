import { describe, expect, it } from 'vitest';
import {
  businessMinutesBetween,
  FILE_FUNNEL_STAGES,
  fileFunnelStageOf,
  firstContactMinutes,
  formatBusinessMinutes,
  funnelCounts,
  isFirstContactOverdue,
  medianMinutes,
} from '../../../shared/src/lead-desk';

// Toronto is UTC−5 in winter (EST) and UTC−4 in summer (EDT).
describe('business minutes (Toronto, Monday–Friday 9–17)', () => {
  it('counts only the open hours of weekdays', () => {
    // Monday 2026-11-23 10:00 → 10:45 EST.
    expect(businessMinutesBetween('2026-11-23T15:00:00Z', '2026-11-23T15:45:00Z')).toBe(45);
    // Sunday 22:00 → Monday 9:30: only Monday's half hour.
    expect(businessMinutesBetween('2026-11-23T03:00:00Z', '2026-11-23T14:30:00Z')).toBe(30);
    // Friday 16:00 → Monday 9:30: Friday's last hour and Monday's first half hour.
    expect(businessMinutesBetween('2026-11-20T21:00:00Z', '2026-11-23T14:30:00Z')).toBe(90);
    // Friday 18:00 (after closing) → Monday 9:30.
    expect(businessMinutesBetween('2026-11-20T23:00:00Z', '2026-11-23T14:30:00Z')).toBe(30);
    // A whole week: five days of eight hours.
    expect(businessMinutesBetween('2026-11-23T15:00:00Z', '2026-11-30T15:00:00Z')).toBe(5 * 8 * 60);
  });

  it('follows daylight saving time: 9:00 is 9:00 on both sides of the change', () => {
    // Friday 2026-03-06 16:00 EST → Monday 2026-03-09 9:30 EDT (clocks moved on Sunday 8 March).
    expect(businessMinutesBetween('2026-03-06T21:00:00Z', '2026-03-09T13:30:00Z')).toBe(90);
    // Friday 2026-10-30 16:00 EDT → Monday 2026-11-02 9:30 EST.
    expect(businessMinutesBetween('2026-10-30T20:00:00Z', '2026-11-02T14:30:00Z')).toBe(90);
  });

  it('counts a span of years, DST changes and all, as the sum of its parts, and a month as its hours one by one', () => {
    // Three years from Tuesday 2023-11-28 10:00 EST to Friday 2026-11-27 11:30: whole weeks and a few days.
    const start = '2023-11-28T15:00:00Z';
    const end = '2026-11-27T16:30:00Z';
    const total = businessMinutesBetween(start, end);
    for (const cut of [
      '2024-03-10T07:00:00Z',
      '2025-07-04T21:15:00Z',
      '2025-11-02T06:00:00Z',
      '2026-11-23T14:00:00Z',
    ]) {
      expect(businessMinutesBetween(start, cut) + businessMinutesBetween(cut, end)).toBe(total);
    }
    // Across March's change, a quarter hour at a time: each one's Toronto wall clock says whether it is open.
    const from = Date.parse('2026-02-20T13:15:00Z');
    const to = Date.parse('2026-03-24T18:45:00Z');
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Toronto',
      hourCycle: 'h23',
      weekday: 'short',
      hour: 'numeric',
    });
    let open = 0;
    for (let at = from; at < to; at += 15 * 60_000) {
      const parts = Object.fromEntries(
        clock.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
      );
      const weekday = parts.weekday !== 'Sat' && parts.weekday !== 'Sun';
      if (weekday && Number(parts.hour) >= 9 && Number(parts.hour) < 17) open += 15;
    }
    expect(businessMinutesBetween(new Date(from), new Date(to))).toBe(open);
  });

  it('is zero when the end is not after the start, and stops counting at a cap', () => {
    expect(businessMinutesBetween('2026-11-23T15:45:00Z', '2026-11-23T15:00:00Z')).toBe(0);
    expect(businessMinutesBetween('2026-11-23T15:00:00Z', '2030-11-23T15:00:00Z', 60)).toBe(60);
  });
});

describe('first contact', () => {
  const lead = { created_at: '2026-11-23T15:00:00Z', status: 'new' };

  it('is overdue for a lead still new after a business hour, and only then', () => {
    expect(isFirstContactOverdue(lead, new Date('2026-11-23T15:59:00Z'))).toBe(false);
    expect(isFirstContactOverdue(lead, new Date('2026-11-23T16:00:00Z'))).toBe(true);
    // Friday 16:30: not overdue over the weekend, overdue on Monday at 9:30.
    const friday = { created_at: '2026-11-20T21:30:00Z', status: 'new' };
    expect(isFirstContactOverdue(friday, new Date('2026-11-22T20:00:00Z'))).toBe(false);
    expect(isFirstContactOverdue(friday, new Date('2026-11-23T14:30:00Z'))).toBe(true);
    expect(isFirstContactOverdue({ ...lead, status: 'contacted' }, new Date('2026-12-01T16:00:00Z'))).toBe(
      false,
    );
  });

  it('measures the business time to the first contact, and says it as people do', () => {
    expect(firstContactMinutes(lead)).toBeNull();
    expect(firstContactMinutes({ ...lead, first_contacted_at: '2026-11-23T17:05:00Z' })).toBe(125);
    expect(formatBusinessMinutes(125)).toBe('2 h 5 min');
    expect(formatBusinessMinutes(45)).toBe('45 min');
    expect(formatBusinessMinutes(120)).toBe('2 h');
  });

  it('takes the median of the times, the middle two averaged', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([30, 10, 20])).toBe(20);
    expect(medianMinutes([10, 20, 30, 41])).toBe(25);
  });
});

describe('the funnel', () => {
  it('counts a lead in every stage up to the one its status reached; a recorded first contact counts as contacted', () => {
    const at = '2026-11-23T15:00:00Z';
    const leads = [
      { created_at: at, status: 'new' },
      { created_at: at, status: 'new', first_contacted_at: at },
      { created_at: at, status: 'contacted' },
      { created_at: at, status: 'qualified' },
      { created_at: at, status: 'closed' },
    ];
    expect(funnelCounts(leads)).toEqual({ leads: 5, contacted: 4, qualified: 2, closed: 1 });
    expect(funnelCounts([])).toEqual({ leads: 0, contacted: 0, qualified: 0, closed: 0 });
  });

  it("counts a lead's file in every file stage up to the furthest it reached; 'lead' and 'lost' reach none", () => {
    expect(fileFunnelStageOf(undefined)).toBe(0);
    expect(fileFunnelStageOf(null)).toBe(0);
    expect(fileFunnelStageOf('lead')).toBe(0);
    expect(fileFunnelStageOf('lost')).toBe(0);
    expect(fileFunnelStageOf('application_started')).toBe(1);
    expect(fileFunnelStageOf('documents_complete')).toBe(3);
    expect(fileFunnelStageOf('funded')).toBe(FILE_FUNNEL_STAGES.length);
  });
});
