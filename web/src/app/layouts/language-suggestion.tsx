import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { LANGUAGE_TAGS, type Locale, otherLocale } from '@maplestone/shared/i18n/locale';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocale, useWords } from '../../lib/i18n';
import { rememberLanguage, useAlternateHref } from './language-switch';

/**
 * Offered once to a visitor whose browser prefers the other language (ADR 085): a link to this page in that
 * language, never a redirect, so search engines and shared links keep the language they asked for. Following
 * it or closing it is the visitor's choice, remembered (LANGUAGE_CHOICE_KEY). It floats (arriving after the
 * page, it moves nothing on it: no layout shift): on a phone across the width above the chat button, from sm at
 * the bottom left beside it. While it is open, the footer's end grows by its height (--language-offer-inset),
 * so the last lines of the page (the licence) can always be scrolled clear of it.
 */
export default function LanguageSuggestion() {
  const locale = useLocale();
  const other: Locale = otherLocale(locale);
  const l = useWords('layout', layoutWords);
  const href = useAlternateHref();
  const [open, setOpen] = useState(true);
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        '--language-offer-inset',
        `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--language-offer-inset');
    };
  }, [open]);
  if (!open) return null;
  const tag = LANGUAGE_TAGS[other];
  return (
    <aside
      ref={box}
      lang={tag}
      aria-label={l.language.label}
      className="fixed inset-x-4 bottom-20 z-30 rounded-xl bg-white text-sm text-navy-950 shadow-lg ring-1 ring-navy-900/10 sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <div className="flex items-center justify-between gap-2 py-2 pr-1.5 pl-4">
        <p>
          {l.language.suggestion}{' '}
          <a
            href={href}
            hrefLang={tag}
            onClick={() => rememberLanguage(other)}
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {l.language.suggestionLink}
          </a>
        </p>
        <button
          type="button"
          aria-label={l.language.dismiss}
          onClick={() => {
            rememberLanguage(locale);
            setOpen(false);
          }}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-navy-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
