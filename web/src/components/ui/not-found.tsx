import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { buttonClass } from './button';
import { Link } from './link';

/** An item that does not exist (a post, a product...): what was not found, and a way back to its list. */
export function NotFound({
  Icon,
  message,
  back,
  backLabel,
}: {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  message: string;
  back: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <h1 className="mt-4 font-display text-2xl font-bold text-navy-950">{message}</h1>
      <Link to={back} className={buttonClass('primary', 'md', 'mt-6')}>
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
    </div>
  );
}
