import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { LANGUAGE_TAGS, type Locale, otherLocale } from '@maplestone/shared/i18n/locale';
import { alternatePath, isEnglishOnly } from '@maplestone/shared/i18n/paths';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { usePostInOtherLanguage } from '../../features/blog/api/posts';
import { cn } from '../../lib/cn';
import { useLocale, useWords } from '../../lib/i18n';

/** Where a visitor's language choice is kept (the suggestion is not offered again once they chose). */
export const LANGUAGE_CHOICE_KEY = 'maplestone.language';

export function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/**
 * This page in the other language, with its query string and hash: its path's twin, or where a post's data puts
 * its other version (a French slug of its own, or none: issue 37).
 */
export function useAlternateHref(): string {
  const { pathname, search, hash } = useLocation();
  const post = usePostInOtherLanguage();
  return post ? `${post}${search}${hash}` : alternatePath(`${pathname}${search}${hash}`);
}

/**
 * The header's language switch (ADR 085): a plain link to this page in the other language, named in that
 * language (lang and hreflang set), so a search engine follows it and a screen reader reads it right. A full
 * page load: the other language's page arrives prerendered with its own words.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const l = useWords('layout', layoutWords);
  const href = useAlternateHref();
  const { pathname } = useLocation();
  const other = otherLocale(locale);
  if (isEnglishOnly(pathname)) return null;
  return (
    <a
      href={href}
      lang={LANGUAGE_TAGS[other]}
      hrefLang={LANGUAGE_TAGS[other]}
      aria-label={l.language.switchToLabel}
      onClick={() => rememberLanguage(other)}
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <Languages className="size-4" aria-hidden />
      {l.language.switchTo}
    </a>
  );
}
