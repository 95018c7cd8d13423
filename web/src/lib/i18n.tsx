import type { CatalogueKey, EnglishCatalogue } from '@maplestone/shared/i18n/en/index';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { localeOfPath, localizedPath } from '@maplestone/shared/i18n/paths';
import type { SchemaWords } from '@maplestone/shared/i18n/schema-words';
import type { Words } from '@maplestone/shared/i18n/words';
import { createContext, type ReactNode, use, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { type French, loadedFrench, loadFrench } from './french';

/**
 * The page's language (ADR 085): French under /fr, English elsewhere. Every public component reads its words
 * with useWords and its formats with useFormat, so one component serves both languages; links written with
 * English paths reach the French pages through localizedPath (components/ui/link.tsx).
 */
interface LocaleState {
  locale: Locale;
  french: French | null;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en', french: null });

/** Gives the page its language from its path; on a French page, waits for the French catalogue. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Loaded before hydration and by the prerenderer, so a French page suspends only when reached in the browser.
  const french = locale === 'fr' ? (loadedFrench() ?? use(loadFrench())) : null;
  const state = useMemo(() => ({ locale, french }), [locale, french]);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
  }, [locale]);
  return <LocaleContext value={state}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/**
 * One part of the catalogue in the page's language: `useWords('common', commonWords)`, or one piece of a part
 * that several pages share, `useWords('people', 'testimonials', testimonialsWords)`, so a page loads only the
 * English it shows. The English is passed in (the page imports it, so English pages load nothing more); French
 * comes from the French catalogue.
 */
export function useWords<K extends CatalogueKey>(
  key: K,
  english: EnglishCatalogue[K],
): Words<EnglishCatalogue[K]>;
export function useWords<K extends CatalogueKey, P extends keyof EnglishCatalogue[K]>(
  key: K,
  piece: P,
  english: EnglishCatalogue[K][P],
): Words<EnglishCatalogue[K][P]>;
export function useWords(key: CatalogueKey, ...rest: unknown[]): unknown {
  const { french } = useContext(LocaleContext);
  const [piece, english] = rest.length === 2 ? rest : [undefined, rest[0]];
  if (!french) return english;
  const part = french.words[key] as Record<PropertyKey, unknown>;
  return piece === undefined ? part : part[piece as PropertyKey];
}

/**
 * The words a shared schema's messages are chosen in on this page (schema-words.ts): the French catalogue's on a
 * French page, null (English, the schemas' own) elsewhere. A form validates within them (components/form).
 */
export function useSchemaWords(): SchemaWords | null {
  const { french } = useContext(LocaleContext);
  return useMemo(
    () => (french ? { common: french.words.common, rateAlert: french.words.rateAlert } : null),
    [french],
  );
}

/** A site path in the page's language: `to('/rates')` is '/fr/taux' on a French page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => localizedPath(path, locale), [locale]);
}
