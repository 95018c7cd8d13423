/**
 * A validation message in another language. The shared schemas carry the English catalogue's texts (the API
 * answers in English, ADR 085), so a French form finds each message's French by where the English text sits
 * in the catalogue: a string by its key, a function's text ("Please keep this under 500 characters") by
 * matching the function's pattern and calling the French function with the same value.
 */

interface Template {
  pattern: RegExp;
  /** Each captured value's argument place, and whether it is a number. */
  order: number[];
  numeric: boolean[];
  french: (...args: unknown[]) => unknown;
}

/** Values unlikely in any text: each argument's place in a function's output is found by them. */
const TEXT_MARK = (index: number) => `\u2063${index}\u2063`;
const NUMBER_MARK = (index: number) => 7_919_000 + index;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER_TEXT = '([-+\\d.,\\s\u00a0\u202f]+)';

/** The number a formatted figure shows ('7,919,000', '7 919 000', '4.5'), or NaN. */
function figure(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const decimal = /[.,]\d{1,2}$/.test(compact) && !/[.,]\d{3}$/.test(compact);
  const digits = decimal
    ? compact.slice(0, -3).replace(/[.,]/g, '') + compact.slice(-3).replace(',', '.')
    : compact.replace(/[.,]/g, '');
  return Number(digits);
}

function templateOf(
  english: (...args: unknown[]) => unknown,
  french: (...args: unknown[]) => unknown,
): Template | null {
  const arity = Math.max(english.length, 1);
  for (const numeric of [false, true]) {
    const args = Array.from({ length: arity }, (_, index) =>
      numeric ? NUMBER_MARK(index) : TEXT_MARK(index),
    );
    let output: unknown;
    try {
      output = english(...args);
    } catch {
      continue;
    }
    if (typeof output !== 'string') continue;
    let pattern = escapeRegExp(output);
    const order: number[] = [];
    for (const [index, arg] of args.entries()) {
      const shown = numeric
        ? [String(arg), Number(arg).toLocaleString('en-CA')].find((text) => output.includes(text))
        : String(arg);
      if (!shown || !output.includes(shown)) continue;
      pattern = pattern.replace(escapeRegExp(shown), numeric ? NUMBER_TEXT : '(.+?)');
      order.push(index);
    }
    if (order.length === 0 && arity > 0 && english.length > 0) continue;
    return {
      pattern: new RegExp(`^${pattern}$`),
      numeric: order.map(() => numeric),
      order,
      french,
    };
  }
  return null;
}

/** English → French for every text of the given catalogue parts (each pair: the English part, its French). */
export function translator(pairs: [english: unknown, french: unknown][]): (text: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const walk = (english: unknown, french: unknown) => {
    if (typeof english === 'string' && typeof french === 'string') {
      if (!exact.has(english)) exact.set(english, french);
    } else if (typeof english === 'function' && typeof french === 'function') {
      const template = templateOf(english as never, french as never);
      if (template) templates.push(template);
    } else if (english && french && typeof english === 'object' && typeof french === 'object') {
      for (const key of Object.keys(english)) {
        walk((english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key]);
      }
    }
  };
  for (const [english, french] of pairs) walk(english, french);

  return (text: string) => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { pattern, numeric, order, french } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const args: unknown[] = [];
      order.forEach((place, index) => {
        const value = match[index + 1]!;
        args[place] = numeric[index] ? figure(value) : value;
      });
      if (args.some((arg) => typeof arg === 'number' && Number.isNaN(arg))) continue;
      const output = french(...args);
      if (typeof output === 'string') return output;
    }
    return text;
  };
}
