import { commonWords } from '@maplestone/shared/i18n/en/common';
import type { Shown } from '@maplestone/shared/i18n/written';
import { Languages } from 'lucide-react';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useWords } from '../../lib/i18n';

/**
 * What staff wrote (a bio, a post, a product's or a service's words) as the page shows it (issue 37): English
 * shown on a French page for want of French is marked lang="en", so screen readers and search engines read it
 * as English. On an English page nothing is marked. `children` lays out a value that is not plain text.
 */
export function Written<T>({
  as: Element = 'span',
  shown,
  children,
  ...props
}: {
  as?: ElementType;
  shown: Shown<T>;
  children?: (value: T) => ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'lang'>) {
  const locale = useLocale();
  return (
    <Element {...props} lang={shown.lang === locale ? undefined : shown.lang}>
      {children ? children(shown.value) : (shown.value as ReactNode)}
    </Element>
  );
}

/**
 * Said once, near the top of a French page, when the page shows some of what staff wrote in English (`when`:
 * lacksFrench of what it shows); never on an English page.
 */
export function EnglishNotice({ when, className }: { when: boolean; className?: string }) {
  const locale = useLocale();
  const w = useWords('common', commonWords);
  if (locale === 'en' || !when) return null;
  return (
    <p role="note" className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
      <Languages className="size-4 shrink-0 text-navy-700" aria-hidden />
      {w.someInEnglish}
    </p>
  );
}
