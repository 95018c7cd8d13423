/** The site's languages: English at today's URLs, Canadian French under /fr (issue 20, ADR 085). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags: <html lang>, hreflang, Intl formats, og:locale (with '_'). */
export const LANGUAGE_TAGS = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Locale, string>;

/** Each language's name in itself: the switcher's label and the suggestion's link. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
