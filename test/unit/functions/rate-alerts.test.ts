import { brand } from '@maplestone/shared/brand';
import { bestRatesBySeries } from '@maplestone/shared/schemas/rate-alerts';
import { describe, expect, it } from 'vitest';
import { rateAlertEmail, rateAlertLinks } from '../../../functions/src/services/rate-alert-email';

const alert = {
  id: 'Abc_def-0123456789ABCD',
  email: 'sam@example.com',
  province: 'Ontario',
  rate_type: 'fixed' as const,
  term: '5 year',
  target: 4.2,
};

describe('the alert e-mail', () => {
  it('names the rate reached and the target, and carries the token in both links', () => {
    const mail = rateAlertEmail(alert, 3.94, 'https://www.maplestone.example/');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Rate alert: 5-year fixed in Ontario is now 3.94%');
    expect(mail.text).toContain(
      'Our 5-year fixed in Ontario rate is now 3.94%, at or below your target of 4.20%.',
    );
    expect(mail.text).toContain(
      'Unsubscribe: https://www.maplestone.example/rate-alerts/unsubscribe?token=Abc_def-0123456789ABCD',
    );
    expect(mail.text).toContain(
      'Keep watching this rate: https://www.maplestone.example/rate-alerts/keep-watching?token=Abc_def-0123456789ABCD',
    );
    expect(mail.text).toContain(brand.legalName);
    expect(mail.html).toContain(
      'href="https://www.maplestone.example/rate-alerts/unsubscribe?token=Abc_def-0123456789ABCD"',
    );
    expect(mail.html).toContain('3.94%');
    expect(mail.html).toContain('4.20%');
  });

  it('builds the links from the site URL with or without a trailing slash', () => {
    expect(rateAlertLinks('http://localhost:5173', 'tok').unsubscribe).toBe(
      'http://localhost:5173/rate-alerts/unsubscribe?token=tok',
    );
  });
});

describe('the best rate of each series, as /rates shows it', () => {
  const rate = (province: string, rate_type: string, term: string, our_rate: number, is_active = true) => ({
    province,
    rate_type,
    term,
    our_rate,
    is_active,
  });
  const best = (list: ReturnType<typeof rate>[]) =>
    Object.fromEntries(
      bestRatesBySeries(list).map(({ series, rate }) => [
        `${series.province} ${series.rate_type} ${series.term}`,
        rate,
      ]),
    );

  it("takes a region's lowest active rate per term, and National's where the region has none of the type", () => {
    const found = best([
      rate('National', 'fixed', '5 year', 3.94),
      rate('National', 'variable', '5 year', 4.15),
      rate('Ontario', 'fixed', '5 year', 4.64),
      rate('Ontario', 'fixed', '5 year', 4.29),
      rate('Ontario', 'fixed', '3 year', 3.5, false),
    ]);
    expect(found['Ontario fixed 5 year']).toBe(4.29);
    expect(found['Ontario fixed 3 year']).toBeUndefined();
    expect(found['Ontario variable 5 year']).toBe(4.15);
    expect(found['Yukon fixed 5 year']).toBe(3.94);
    expect(found['National fixed 5 year']).toBe(3.94);
  });
});
