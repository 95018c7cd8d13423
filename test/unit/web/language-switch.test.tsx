// @vitest-environment jsdom

import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../web/src/app/layouts/language-switch';
import { offersOtherLanguage } from '../../../web/src/app/layouts/root-layout';
import { renderScreen } from './support/render';

// Issue 20 (ADR 085): the header's switch keeps the page and its query; the suggestion follows the browser's
// language only until the visitor chooses.

describe('the language switch', () => {
  it('links an English page to its French twin, with the query string, named in French', () => {
    renderScreen(<LanguageSwitch />, '/contact?agent=agent-sarah-chen', '/contact');
    const link = screen.getByRole('link', { name: layoutWords.language.switchToLabel });
    expect(link.getAttribute('href')).toBe('/fr/nous-joindre?agent=agent-sarah-chen');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.textContent).toContain('Français');
  });

  it('links a French page back to its English twin, named in English', () => {
    renderScreen(<LanguageSwitch />, '/fr/blogue/first-home', '/fr/blogue/:slug');
    const link = screen.getByRole('link', { name: french.layout.language.switchToLabel });
    expect(link.getAttribute('href')).toBe('/blog/first-home');
    expect(link.getAttribute('lang')).toBe('en-CA');
  });

  it('is not offered in the back office, which is English only', () => {
    renderScreen(<LanguageSwitch />, '/agent-dashboard/leads', '/agent-dashboard/*');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('offersOtherLanguage', () => {
  it("offers the browser's language when it is the other one and nothing was chosen", () => {
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'fr-CA' })).toBe(true);
    expect(offersOtherLanguage({ locale: 'fr', chosen: null, preferred: 'en-US' })).toBe(true);
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'FR' })).toBe(true);
  });

  it('offers nothing once the visitor chose either language, or when the browser reads the page’s', () => {
    expect(offersOtherLanguage({ locale: 'en', chosen: 'en', preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'en', chosen: 'fr', preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'fr', chosen: null, preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'de-DE' })).toBe(false);
  });
});
