import { homeWords } from '@maplestone/shared/i18n/en/home';
import { ClipboardList, Handshake, Search } from 'lucide-react';
import { useWords } from '../../../lib/i18n';

/** Each step's icon, in the order of the words' steps. */
const ICONS = [ClipboardList, Search, Handshake] as const;

/** How working with a Maplestone broker goes, in three steps. */
export function HowItWorks() {
  const w = useWords('home', homeWords);
  const steps = w.how.steps.map((step, index) => ({ ...step, icon: ICONS[index] ?? ClipboardList }));
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span className="absolute top-6 right-6 font-display text-4xl font-bold text-navy-100" aria-hidden>
            {index + 1}
          </span>
          <span className="flex size-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
            <step.icon className="size-6" aria-hidden />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-navy-950">{step.title}</h3>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
