import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A state's colours: on (active, approved, published), waiting (pending approval), off (inactive, draft). */
const TONES = {
  on: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  waiting: 'bg-gold-400/20 text-amber-900',
  off: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
};
type PillTone = keyof typeof TONES;

/** The classes of a state's pill, for an element that is more than a label (the approval switch). */
export function statusPillClass(tone: PillTone, className?: string): string {
  return cn(
    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
    TONES[tone],
    className,
  );
}

/** A card's or row's state as a small coloured pill, its words saying it (not the colour alone). */
export function StatusPill({
  tone,
  className,
  children,
}: {
  tone: PillTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={statusPillClass(tone, className)}>{children}</span>;
}
