import { brand, telHref } from '@maplestone/shared';
import { Calculator, Hammer, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/section';
import { useTitle } from '../../../lib/use-title';

/** A placeholder for screens that later issues build: the page's title and ways to carry on. */
export default function ComingSoonPage({ title = brand.name }: { title?: string }) {
  useTitle(title);
  return (
    <>
      <PageHeader eyebrow={brand.name} title={title} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-navy-50 text-navy-700">
          <Hammer className="size-7" aria-hidden />
        </div>
        <h2 className="mt-6 font-display text-2xl font-bold text-navy-950">This page is coming soon</h2>
        <p className="mt-3 text-slate-600">
          We're putting the finishing touches on it. In the meantime, compare today's rates, run the numbers,
          or talk to a licensed broker.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/rates" className={buttonClass('primary')}>
            See today's rates
          </Link>
          <Link to="/calculators" className={buttonClass('outline')}>
            <Calculator className="size-4" aria-hidden />
            Calculators
          </Link>
          <a href={telHref(brand.tollFree)} className={buttonClass('outline')}>
            <Phone className="size-4" aria-hidden />
            {brand.tollFree}
          </a>
        </div>
      </div>
    </>
  );
}
