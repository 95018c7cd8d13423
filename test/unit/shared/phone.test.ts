import { describe, expect, it } from 'vitest';
import { formatPhone, nationalDigits } from '../../../shared/src/text/phone';

describe('formatPhone: a phone as staff read it (issue 35)', () => {
  it.each([
    ['4165550123', '(416) 555-0123'],
    ['416-555-0123', '(416) 555-0123'],
    ['416.555.0123', '(416) 555-0123'],
    [' (416) 555 0123 ', '(416) 555-0123'],
    ['+1 416 555 0123', '(416) 555-0123'],
    ['1-416-555-0123', '(416) 555-0123'],
    ['+14165550123', '(416) 555-0123'],
    ['416-555-0123 x12', '(416) 555-0123 ext. 12'],
    ['(416) 555-0123 ext. 4567', '(416) 555-0123 ext. 4567'],
    ['4165550123 extension 9', '(416) 555-0123 ext. 9'],
  ])('%s → %s', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each([['+44 20 7946 0958'], ['+49 30 123456'], ['555-0123'], ['12345678901234'], ['call me']])(
    'leaves %s as typed (not a North American number)',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed);
    },
  );

  it('keeps the digits people mean for the contact index', () => {
    expect(nationalDigits('+1 (416) 555-0100')).toBe('4165550100');
    expect(nationalDigits('416.555.0100')).toBe('4165550100');
    expect(nationalDigits('')).toBe('');
  });
});
