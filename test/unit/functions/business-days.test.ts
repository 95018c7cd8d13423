import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  isBusinessDay,
  isReminderDue,
  latestDueSinceDay,
} from '../../../functions/src/services/borrower-file/business-days';

// 2026-11-23 is a Monday.
describe('business days (Monday to Friday, Toronto days)', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-23', 3, '2026-11-26'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-11-27', 3, '2026-12-02'],
    ['2026-11-28', 1, '2026-11-30'],
    ['2026-11-29', 3, '2026-12-02'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s + %i business days is %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });

  it('knows the weekend', () => {
    expect(['2026-11-23', '2026-11-27', '2026-11-28', '2026-11-29'].map(isBusinessDay)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    // asked on a Monday: due from Thursday
    ['2026-11-23', '2026-11-25', false],
    ['2026-11-23', '2026-11-26', true],
    ['2026-11-23', '2026-12-01', true],
    // asked on a Friday: due from Wednesday, never on the weekend
    ['2026-11-27', '2026-12-01', false],
    ['2026-11-27', '2026-12-02', true],
    ['2026-11-20', '2026-11-28', false],
    // asked on a Saturday: counts from Monday
    ['2026-11-28', '2026-12-02', true],
    ['2026-11-28', '2026-12-01', false],
  ])('asked %s, reminded on %s: %s', (since, today, due) => {
    expect(isReminderDue(since, today)).toBe(due);
    // Whatever is due is within the job's one Query.
    if (due) expect(since <= latestDueSinceDay(today)).toBe(true);
  });
});
