import { brand } from '@maplestone/shared/brand';
import { rateAlertEmailFr } from '@maplestone/shared/i18n/fr/email/rate-alert';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import { bestRatesBySeries, rateAlertConsent } from '@maplestone/shared/schemas/rate-alerts';
import { describe, expect, it } from 'vitest';
import { rateAlertEmail, rateAlertLinks } from '../../../functions/src/services/rate-alert-email';
import { plain } from '../../support/french';
import { rateRow } from './support';

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

  it('is written in French for a French alert, with fr-CA figures and links to the French pages', () => {
    const mail = rateAlertEmail({ ...alert, language: 'fr' }, 3.94, 'https://www.maplestone.example/');
    const text = plain(mail.text);
    expect(mail.subject).toBe(rateAlertEmailFr.subject(rateAlertFr.series(alert), 3.94));
    expect(plain(mail.subject)).toContain('3,94 %');
    expect(text).toContain(plain(rateAlertEmailFr.body(rateAlertFr.series(alert), 3.94, 4.2)));
    expect(text).toContain('4,20 %');
    expect(text).toContain(
      `${rateAlertEmailFr.unsubscribe} : https://www.maplestone.example/fr/alertes-taux/desabonnement?token=Abc_def-0123456789ABCD`,
    );
    expect(text).toContain(
      `${rateAlertEmailFr.keepWatching} : https://www.maplestone.example/fr/alertes-taux/continuer?token=Abc_def-0123456789ABCD`,
    );
    expect(text).toContain('https://www.maplestone.example/fr/taux');
    expect(text).toContain(`Permis de l’ARSF no ${brand.licenceNumber}`);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain(
      'href="https://www.maplestone.example/fr/alertes-taux/continuer?token=Abc_def-0123456789ABCD"',
    );
    expect(mail.text).not.toMatch(/Unsubscribe|Keep watching|\/rate-alerts\//);
    // English, or no language recorded: as before.
    expect(rateAlertEmail({ ...alert, language: 'en' }, 3.94, 'https://www.maplestone.example/')).toEqual(
      rateAlertEmail(alert, 3.94, 'https://www.maplestone.example/'),
    );
  });

  it('records the consent in the wording the form showed: its French version for a French alert', () => {
    // The wordings as the form showed them since November 2026: the ledger keeps them word for word.
    expect(rateAlertConsent('2026-11-21T15:00:00.000Z', 'fr')).toEqual({
      kind: 'express',
      text_version: 'rate-alert-2026-11-fr',
      text: 'Je consens à recevoir des courriels de Maplestone Mortgage lorsque le taux que j’ai choisi atteint mon taux cible. Vous pouvez vous désabonner en tout temps.',
      given_at: '2026-11-21T15:00:00.000Z',
    });
    expect(rateAlertConsent('2026-11-21T15:00:00.000Z')).toMatchObject({
      text_version: 'rate-alert-2026-11',
      text: 'I consent to receiving e-mails from Maplestone Mortgage when the rate I chose reaches my target. You can unsubscribe at any time.',
    });
  });

  it('builds the links from the site URL with or without a trailing slash', () => {
    expect(rateAlertLinks('http://localhost:5173', 'tok').unsubscribe).toBe(
      'http://localhost:5173/rate-alerts/unsubscribe?token=tok',
    );
    expect(rateAlertLinks('http://localhost:5173/', 'tok', 'fr')).toEqual({
      rates: 'http://localhost:5173/fr/taux',
      unsubscribe: 'http://localhost:5173/fr/alertes-taux/desabonnement?token=tok',
      keepWatching: 'http://localhost:5173/fr/alertes-taux/continuer?token=tok',
    });
  });
});

describe('the best rate of each series, as /rates shows it', () => {
  const best = (list: ReturnType<typeof rateRow>[]) =>
    Object.fromEntries(
      bestRatesBySeries(list).map(({ series, rate }) => [
        `${series.province} ${series.rate_type} ${series.term}`,
        rate,
      ]),
    );

  it("takes a region's lowest active rate per term, and National's where the region has none of the type", () => {
    const found = best([
      rateRow('National', 'fixed', '5 year', 3.94),
      rateRow('National', 'variable', '5 year', 4.15),
      rateRow('Ontario', 'fixed', '5 year', 4.64),
      rateRow('Ontario', 'fixed', '5 year', 4.29),
      rateRow('Ontario', 'fixed', '3 year', 3.5, { is_active: false }),
    ]);
    expect(found['Ontario fixed 5 year']).toBe(4.29);
    expect(found['Ontario fixed 3 year']).toBeUndefined();
    expect(found['Ontario variable 5 year']).toBe(4.15);
    expect(found['Yukon fixed 5 year']).toBe(3.94);
    expect(found['National fixed 5 year']).toBe(3.94);
  });
});
