import {
  dateTimeFormat,
  excerptOf,
  formatDate,
  initials,
  normalizeProfileSlug,
  numberFormat,
  readTime,
  slugifyTitle,
  titleCase,
  truncate,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

describe('slugifyTitle', () => {
  it.each([
    ['Top 5 Tips: First-Time Buyers!', 'top-5-tips-first-time-buyers'],
    ['  Hello   World  ', 'hello-world'],
    ['--Rates & Renewals--', 'rates-renewals'],
    ['Hypothèque à taux fixe', 'hypotheque-a-taux-fixe'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });

  it('caps the length and never ends with a hyphen', () => {
    const slug = slugifyTitle('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('normalizeProfileSlug', () => {
  it.each([
    ['Jane-Doe 2024!', 'janedoe2024'],
    ['JOHN_smith', 'johnsmith'],
    ['Jean-Luc Côté', 'jeanluccote'],
    ['  ', ''],
  ])('%s → %s', (input, slug) => {
    expect(normalizeProfileSlug(input)).toBe(slug);
  });
});

describe('excerptOf', () => {
  it('takes the first 150 characters', () => {
    const content = 'a'.repeat(200);
    expect(excerptOf(content)).toBe('a'.repeat(150));
    expect(excerptOf('Short post.')).toBe('Short post.');
  });

  it('never splits a character made of two code units', () => {
    const excerpt = excerptOf(`${'a'.repeat(149)}🏠🏠`);
    expect(Array.from(excerpt)).toHaveLength(150);
    expect(excerpt.endsWith('🏠')).toBe(true);
  });
});

describe('readTime', () => {
  it.each([
    ['', 0],
    ['one', 1],
    [Array(200).fill('w').join(' '), 1],
    [Array(201).fill('w').join(' '), 2],
    [`  ${Array(400).fill('w').join('\n')}  `, 2],
  ])('%#: ceil(words / 200)', (summary, minutes) => {
    expect(readTime(summary)).toBe(minutes);
  });
});

describe('names and dates', () => {
  it('title-cases names', () => {
    expect(titleCase("jean-luc o'brien")).toBe("Jean-Luc O'Brien");
    expect(titleCase('MARIE CLAIRE')).toBe('Marie Claire');
  });

  it('gives avatar initials', () => {
    expect(initials('Jane Q Doe')).toBe('JD');
    expect(initials('cher')).toBe('C');
    expect(initials('  ')).toBe('');
  });

  it('truncates, reporting loss', () => {
    expect(truncate('abcdef', 3)).toEqual({ value: 'abc', truncated: true });
    expect(truncate('abc', 3)).toEqual({ value: 'abc', truncated: false });
  });

  it('formats dates as the spec shows them, in Toronto time', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('Mar 5, 2024');
    expect(formatDate('2024-03-05T12:00:00Z', 'long')).toBe('March 5, 2024');
    expect(formatDate('2024-03-06T03:00:00Z')).toBe('Mar 5, 2024'); // still the 5th in Toronto
    expect(formatDate('not a date')).toBe('');
  });
});

describe('numberFormat and dateTimeFormat', () => {
  it('build a formatter once per locale and options, and give the same one after', () => {
    const first = numberFormat({ maximumFractionDigits: 1 });
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(first);
    expect(numberFormat({ maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat({ maximumFractionDigits: 1 }, 'fr-CA')).not.toBe(first);
    expect(first.format(1234.56)).toBe('1,234.6');
    const day = dateTimeFormat({ timeZone: 'America/Toronto', dateStyle: 'medium' });
    expect(dateTimeFormat({ timeZone: 'America/Toronto', dateStyle: 'medium' })).toBe(day);
    expect(day.format(new Date('2024-03-05T12:00:00Z'))).toBe('Mar 5, 2024');
  });
});
