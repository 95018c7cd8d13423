import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { LANGUAGE_TAGS, otherLocale } from '@maplestone/shared/i18n/locale';
import { alternatePath } from '@maplestone/shared/i18n/paths';
import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { loadFrench } from '../../../lib/french';
import { useLocale, useWords } from '../../../lib/i18n';
import { loadPortalFrench } from '../words';

/**
 * The portal's language switch: this page in the other language, reached inside the app, so the borrower stays
 * signed in (the session is the tab's) and nothing typed is lost. The French words load first, then the page
 * changes language at once; a plain link still works without the app (a new tab).
 */
export function LanguageLink({ className }: { className?: string }) {
  const locale = useLocale();
  const other = otherLocale(locale);
  const l = useWords('layout', layoutWords);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const href = alternatePath(`${pathname}${search}`);

  async function go(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (other === 'fr') await Promise.all([loadFrench(), loadPortalFrench()]);
    navigate(href);
  }

  return (
    <a
      href={href}
      lang={LANGUAGE_TAGS[other]}
      hrefLang={LANGUAGE_TAGS[other]}
      aria-label={l.language.switchToLabel}
      onClick={(event) => void go(event)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 sm:px-3',
        className,
      )}
    >
      <Languages className="hidden size-4 sm:block" aria-hidden />
      {l.language.switchTo}
    </a>
  );
}
