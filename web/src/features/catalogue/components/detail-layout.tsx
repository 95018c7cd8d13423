import { brand, telHref } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentCommonWords } from '@maplestone/shared/i18n/en/content';
import type { Shown } from '@maplestone/shared/i18n/written';
import { ArrowRight, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { EnglishNotice, Written } from '../../../components/ui/written';
import { useWords } from '../../../lib/i18n';

/**
 * A product or service page: back link and title band (with the notice when some of it is in English, issue
 * 37), the body, and a call to action beside it.
 */
export function DetailLayout({
  back,
  backLabel,
  eyebrow,
  title,
  description,
  someInEnglish,
  aside,
  image,
  children,
}: {
  back: string;
  backLabel: string;
  eyebrow: string;
  title: Shown<string>;
  description: Shown<string | null>;
  /** Whether the page shows some of the item's words in English, for want of French. */
  someInEnglish: boolean;
  aside?: ReactNode;
  image?: string | null;
  children: ReactNode;
}) {
  const commonText = useWords('common', commonWords);
  const w = useWords('content', 'common', contentCommonWords);
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <BackLink to={back}>{backLabel}</BackLink>
          <p className="mt-6 text-xs font-semibold tracking-[0.18em] text-maple-700 uppercase">{eyebrow}</p>
          <Written
            as="h1"
            shown={title}
            className="mt-2 font-display text-3xl font-bold tracking-tight text-navy-950 sm:text-5xl"
          />
          {description.value ? (
            <Written as="p" shown={description} className="mt-4 max-w-2xl text-lg text-slate-600" />
          ) : null}
          <EnglishNotice when={someInEnglish} className="mt-6" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="min-w-0 space-y-10">
          {/* Its box is set before the file arrives, so the text below it never moves. */}
          {image ? <img src={image} alt="" className="aspect-video w-full rounded-2xl object-cover" /> : null}
          {children}
        </div>
        <aside className="space-y-5 lg:sticky lg:top-28 lg:self-start">
          {aside}
          <div className="rounded-2xl bg-navy-900 p-6 text-navy-100">
            <h2 className="font-display text-xl font-bold text-white">{w.talkTitle}</h2>
            <p className="mt-2 text-sm">{w.talkLead}</p>
            <div className="mt-5 flex flex-col gap-2">
              <Link to="/applications" className={buttonClass('accent', 'md')}>
                {commonText.applyNow}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <a
                href={telHref(brand.tollFree)}
                className={buttonClass(
                  'ghost',
                  'md',
                  'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20',
                )}
              >
                <Phone className="size-4" aria-hidden />
                {brand.tollFree}
              </a>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
