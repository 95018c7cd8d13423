import { minimumDownPaymentParts } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { advise } from '../../../functions/src/chat/advisor/answers';
import { systemPrompt } from '../../../functions/src/chat/prompt';

const ask = (content: string) =>
  advise({ messages: [{ role: 'user', content }], rates: [], lead: { kind: 'none' } as never });

/** Val says the down payment rule from shared's bands, in the prompt and in the offline advisor alike. */
describe("Val's mortgage facts come from shared rules (issue 19)", () => {
  it('adds up a minimum down payment band by band', () => {
    expect(minimumDownPaymentParts(700_000)).toEqual([
      { ratePct: 5, from: 0, part: 500_000, amount: 25_000 },
      { ratePct: 10, from: 500_000, part: 200_000, amount: 20_000 },
    ]);
    expect(minimumDownPaymentParts(400_000)).toEqual([
      { ratePct: 5, from: 0, part: 400_000, amount: 20_000 },
    ]);
    expect(minimumDownPaymentParts(2_000_000)).toEqual([
      { ratePct: 20, from: 0, part: 2_000_000, amount: 400_000 },
    ]);
    expect(minimumDownPaymentParts(Number.NaN)).toEqual([]);
  });

  it('explains the rule, and a price, with the same figures', () => {
    const rule =
      "5% of the first $500,000 and 10% of the part between $500,000 and $1,500,000; from $1,500,000 it's 20% of the price";
    expect(ask("What's the minimum down payment?")).toContain(
      `minimum down payment is ${rule}. For example, a $700,000 home needs at least $45,000 down ($25,000 + $20,000).`,
    );
    expect(ask("What's the minimum down payment on a $700,000 home?")).toContain(
      "For a $700,000 home the minimum down payment is $45,000: 5% of $500,000 ($25,000) plus 10% of the remaining $200,000 ($20,000). Below 20% ($140,000) you'll pay mortgage default insurance, added to the mortgage.",
    );
    expect(ask("What's the minimum down payment on a $400,000 home?")).toContain(
      'is $20,000: 5% of the price.',
    );
    expect(systemPrompt([])).toContain(
      `the minimum down payment is ${rule}; insurance is needed under 20% down`,
    );
  });

  it('names the provinces that tax the insurance premium', () => {
    expect(ask('How does mortgage default insurance work?')).toContain(
      'Ontario, Quebec and Saskatchewan also charge sales tax on the premium',
    );
  });
});
