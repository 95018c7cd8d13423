import { messages } from '@maplestone/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';

/** The closing call to action of the static pages. */
export function CtaBand({
  title = 'Ready to find your best rate?',
  body = 'Apply online in a few minutes, or talk to a licensed broker. No cost for most borrowers.',
}: {
  title?: string;
  body?: string;
}) {
  return (
    <Section>
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="font-display text-3xl font-bold text-white sm:text-4xl">{title}</h2>
          <p className="mt-3 max-w-xl text-navy-100">{body}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/applications" className={buttonClass('accent', 'lg')}>
            {messages.common.applyNow}
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
            Find a broker
          </Link>
        </div>
      </div>
    </Section>
  );
}
