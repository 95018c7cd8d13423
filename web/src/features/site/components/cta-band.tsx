import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteCtaBandWords } from '@maplestone/shared/i18n/en/site';
import { ArrowRight } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Section } from '../../../components/ui/section';
import { useWords } from '../../../lib/i18n';

/** The closing call to action of the static pages (its own title and body unless the page gives others). */
export function CtaBand({ title, body }: { title?: string; body?: string }) {
  const common = useWords('common', commonWords);
  const w = useWords('site', 'ctaBand', siteCtaBandWords);
  return (
    <Section>
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="font-display text-3xl font-bold text-white sm:text-4xl">{title ?? w.title}</h2>
          <p className="mt-3 max-w-xl text-navy-100">{body ?? w.body}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/applications" className={buttonClass('accent', 'lg')}>
            {common.applyNow}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link
            to="/find-broker"
            className={buttonClass(
              'ghost',
              'lg',
              'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20',
            )}
          >
            {w.findBroker}
          </Link>
        </div>
      </div>
    </Section>
  );
}
