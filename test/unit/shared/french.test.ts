import { resolve } from 'node:path';
import { commonWords, formatCad, formatDate, formatRate } from '@maplestone/shared';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { french } from '@maplestone/shared/i18n/fr/index';
import { parseDecimal } from '@maplestone/shared/i18n/numbers';
import {
  alternatePath,
  englishPath,
  FRENCH_PATHS,
  frenchPath,
  isEnglishOnly,
  localeOfPath,
  localizedPath,
} from '@maplestone/shared/i18n/paths';
import { validatingIn } from '@maplestone/shared/i18n/schema-words';
import { moneySchema } from '@maplestone/shared/schemas/common';
import { MAX_MESSAGE_LENGTH } from '@maplestone/shared/schemas/lead-record';
import { contactLeadRequestSchema } from '@maplestone/shared/schemas/lead-requests';
import { rateAlertRequestSchema } from '@maplestone/shared/schemas/rate-alerts';
import { afterAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { plain } from '../../support/french';
import { typeProbe } from '../../support/type-probe';

// Issue 20, ADR 085: the French site's paths, formats, catalogue typing and the schemas' messages in French.

describe('French paths', () => {
  it('give every public page a French path under /fr, and back', () => {
    for (const [english, frenchPattern] of Object.entries(FRENCH_PATHS)) {
      const sample = english.replace(':id', 'sarahchen').replace(':slug', 'first-home');
      const expected = frenchPattern.replace(':id', 'sarahchen').replace(':slug', 'first-home');
      expect(frenchPath(sample)).toBe(expected);
      expect(englishPath(expected)).toBe(sample);
      expect(localeOfPath(expected)).toBe('fr');
      expect(localeOfPath(sample)).toBe('en');
    }
    expect(new Set(Object.values(FRENCH_PATHS)).size).toBe(Object.keys(FRENCH_PATHS).length);
  });

  it('keep the query string and hash, and a trailing slash reads as the page', () => {
    expect(frenchPath('/contact?agent=abc#form')).toBe('/fr/nous-joindre?agent=abc#form');
    expect(englishPath('/fr/taux/?province=QC')).toBe('/rates?province=QC');
    expect(alternatePath('/blog/first-home')).toBe('/fr/blogue/first-home');
    expect(alternatePath('/fr/courtier/sarahchen?x=1')).toBe('/agent/sarahchen?x=1');
  });

  it('leave the back office in English and send an unknown page to its twin 404', () => {
    expect(localizedPath('/agent-dashboard/leads', 'fr')).toBe('/agent-dashboard/leads');
    expect(isEnglishOnly('/super-admin/rates')).toBe(true);
    expect(isEnglishOnly('/rates')).toBe(false);
    expect(alternatePath('/no-such-page')).toBe('/fr/no-such-page');
    expect(alternatePath('/fr/pas-de-page')).toBe('/pas-de-page');
    expect(alternatePath('/')).toBe('/fr');
    expect(alternatePath('/fr')).toBe('/');
    // '/fra' is an English path that merely starts with the letters.
    expect(localeOfPath('/fra')).toBe('en');
  });
});

describe('fr-CA formats through Intl', () => {
  it('write money, percents and dates the French way, and English as before', () => {
    expect(plain(formatCad(2326.42, { locale: 'fr' }))).toBe('2 326,42 $');
    expect(plain(formatCad(500000, { decimals: 0, locale: 'fr' }))).toBe('500 000 $');
    expect(formatCad(2326.42)).toBe('$2,326.42');
    expect(plain(formatRate(4.74, 'public', 'fr'))).toBe('4,74 %');
    expect(formatRate(4.74)).toBe('4.74%');
    // A third decimal rounds the same in both languages (the percent unit does not divide by 100).
    expect(formatRate(4.745)).toBe('4.75%');
    expect(plain(formatRate(4.745, 'public', 'fr'))).toBe('4,75 %');
    expect(formatRate(4.79, 'admin')).toBe('4.790%');
    expect(formatDate('2024-03-05T15:00:00Z', 'long', 'fr')).toBe('5 mars 2024');
    expect(formatDate('2024-03-05T15:00:00Z', 'short')).toBe('Mar 5, 2024');
  });

  it('read numbers typed either way in French, and grouped thousands in English', () => {
    expect(parseDecimal('4,74', 'fr')).toBe(4.74);
    expect(parseDecimal('4.74', 'fr')).toBe(4.74);
    expect(parseDecimal('500 000', 'fr')).toBe(500_000);
    expect(parseDecimal('500\u00a0000 $', 'fr')).toBe(500_000);
    expect(parseDecimal('500,000', 'en')).toBe(500_000);
    expect(parseDecimal('4.74', 'en')).toBe(4.74);
    for (const text of ['', '  ', 'abc', '1.234,5', '4,7,4', '--4'])
      expect(parseDecimal(text, 'fr')).toBeNaN();
  });
});

describe("the schemas' messages on a French page", () => {
  const frenchWords = { common: french.common, rateAlert: french.rateAlert };
  const issuesOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('are chosen in French when the schema reports them within validatingIn, and in English otherwise', () => {
    const request = {
      type: 'contact',
      client_name: '',
      client_email: 'nope',
      client_phone: '12',
      message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1),
      consent: false,
      metadata: {},
    };
    const inFrench = validatingIn(frenchWords, () => issuesOf(contactLeadRequestSchema, request));
    const inEnglish = issuesOf(contactLeadRequestSchema, request);
    expect(inFrench).toEqual([
      french.common.required,
      french.common.invalidEmail,
      french.common.invalidPhone,
      french.common.tooLong(MAX_MESSAGE_LENGTH),
      french.common.consentMissing,
    ]);
    expect(inEnglish).toEqual([
      commonWords.required,
      commonWords.invalidEmail,
      commonWords.invalidPhone,
      commonWords.tooLong(MAX_MESSAGE_LENGTH),
      commonWords.consentMissing,
    ]);
    // A number's message formats its value in the language it is said in.
    expect(validatingIn(frenchWords, () => issuesOf(moneySchema(100_000_000), 100_000_001))).toEqual([
      french.common.tooLarge(100_000_000),
    ]);
    // The rate alert form's own messages too, and the words in use go back to English after.
    expect(validatingIn(frenchWords, () => issuesOf(rateAlertRequestSchema.shape.consent, false))).toEqual([
      french.rateAlert.form.consentMissing,
    ]);
    expect(issuesOf(rateAlertRequestSchema.shape.consent, false)).toEqual([
      rateAlertMessages.form.consentMissing,
    ]);
  });
});

/*
 * The French catalogue is typed by the English (Words<English>): a key missing in French, one English lacks, a
 * list of another length or a function with other parameters fails tsc. The probe compiles with the shared
 * project's options from inside shared/src, as the real catalogue does.
 */
const probe = typeProbe(resolve(__dirname, '../../../shared'), 'catalogue');
afterAll(() => probe.remove());
const diagnosticsOf = probe.diagnosticsOf;

describe('the French catalogue', () => {
  it('fails tsc on a missing key, an extra key, a shorter list or other parameters', () => {
    const diagnostics = diagnosticsOf(`
import type { Words } from '../i18n/words';
import type { commonWords } from '../i18n/en/common';
import type { layoutWords } from '../i18n/en/layout';
import type { siteBecomeBrokerWords } from '../i18n/en/site';
type RouteError = Words<typeof layoutWords>['routeError'];
export const missing: RouteError = { title: 'Une erreur est survenue' };
export const extra: RouteError = { title: 'Une erreur est survenue', reload: 'Recharger', back: 'Retour' };
export const shorter: Words<typeof siteBecomeBrokerWords>['requirementList'] = ['Permis', 'Autonomie'];
export const otherParameters: Words<typeof commonWords>['tooLong'] = (max: string) => max;
`);
    expect(diagnostics.map((d) => d.code)).toEqual([2741, 2353, 2322, 2322]);
    expect(diagnostics[0]!.message).toContain("Property 'reload' is missing");
    expect(diagnostics[1]!.message).toContain("'back' does not exist");
  });

  it('compiles whole', () => {
    expect(diagnosticsOf(`export { french } from '../i18n/fr/index';`)).toEqual([]);
  });
});
