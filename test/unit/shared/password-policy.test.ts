import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, PASSWORD_POLICY } from '../../../shared/src/password-policy';

describe('meetsPasswordPolicy: the staff pool’s rule as Cognito applies it (ADR 100)', () => {
  it.each([
    ['Maple-leaf-2026!'],
    ['Demo-pass-2026!'],
    ['Aa1 aaaaaaaaa'], // a space is one of Cognito's symbols
    ['Aa1^aaaaaaaaa'],
    ['Aa1`aaaaaaaaa'],
    ['Aa1\\aaaaaaaaa'],
    [`Aa1!${'a'.repeat(252)}`], // 256 characters, Cognito's longest
  ])('accepts %s', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(true);
  });

  it.each([
    ['Aa1!aaaaaaa', `shorter than ${PASSWORD_POLICY.minLength}`],
    ['maple-leaf-2026!', 'no uppercase letter'],
    ['MAPLE-LEAF-2026!', 'no lowercase letter'],
    ['Maple-leaf-word!', 'no digit'],
    ['Mapleleaf2026x', 'no symbol'],
    ['Mapleleaf2026é', 'an accented letter is not one of Cognito’s symbols'],
    [`Aa1!${'a'.repeat(253)}`, 'longer than 256'],
    ['', 'empty'],
  ])('refuses %s (%s)', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
  });
});
