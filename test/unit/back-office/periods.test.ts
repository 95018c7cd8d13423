import { describe, expect, it } from 'vitest';
import { addDays, weekOf, weeksAndDays } from '../../../functions/src/data/keys';
import { lastDays, periodRange, startOfDay } from '../../../functions/src/services/back-office/periods';

describe('analytics periods (Toronto business days)', () => {
  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('keys a week by its Monday, across a month and a year end', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-12-02')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it.each([
    // A Sunday to a Monday: a day, four whole weeks, a day.
    [
      '2026-11-01',
      '2026-11-30',
      ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
      [
        ['2026-11-01', '2026-11-01'],
        ['2026-11-30', '2026-11-30'],
      ],
    ],
    // The last 30 days on a Sunday: two days before the first Monday, the rest whole weeks.
    [
      '2026-10-31',
      '2026-11-29',
      ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
      [['2026-10-31', '2026-11-01']],
    ],
    // Seven days from a Monday: one week, no day.
    ['2026-11-23', '2026-11-29', ['2026-11-23'], []],
    // Seven days from a Wednesday: no whole week.
    ['2026-11-25', '2026-12-01', [], [['2026-11-25', '2026-12-01']]],
  ])('reads %s to %s as whole weeks and the days around them', (from, to, mondays, days) => {
    expect(weeksAndDays(from, to)).toEqual({ mondays, days });
  });

  it('starts a day at Toronto midnight, in summer (EDT) and winter (EST)', () => {
    expect(startOfDay('2026-07-01')).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
  });

  it('lists the last 30 days ending today in Toronto, oldest first', () => {
    // 02:00 UTC on Nov 21 is still Nov 20 in Toronto.
    const days = lastDays(30, new Date('2026-11-21T02:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-22');
    expect(days.at(-1)).toBe('2026-11-20');
  });

  it.each([
    ['all', null, null],
    ['30', '2026-10-22', '2026-10-22T04:00:00.000Z'],
    ['7', '2026-11-14', '2026-11-14T05:00:00.000Z'],
  ] as const)('period %s starts on %s', (period, fromDay, since) => {
    const range = periodRange(period, new Date('2026-11-20T18:00:00Z'));
    expect(range).toEqual({ period, fromDay, toDay: '2026-11-20', since });
  });
});
