import { LANGUAGE_TAGS, type Locale, otherLocale } from '@maplestone/shared/i18n/locale';
import { layoutWords } from '@maplestone/shared/words/layout';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocale, useWords } from '../../lib/i18n';
import { rememberLanguage, useAlternateHref } from './language-switch';

/**
 * Offered once to a visitor whose browser prefers the other language (ADR 085): a link to this page in that
 * language, never a redirect, so search engines and shared links keep the language they asked for. Following
 * it or closing it is the visitor's choice, remembered (LANGUAGE_CHOICE_KEY).
 */
export default function LanguageSuggestion() {
  const locale = useLocale();
  const other: Locale = otherLocale(locale);
  const l = useWords('layout', layoutWords);
  const href = useAlternateHref();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const tag = LANGUAGE_TAGS[other];
  return (
    <aside
      lang={tag}
      aria-label={l.language.label}
      className="border-b border-navy-100 bg-navy-50 text-sm text-navy-950"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
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
