import type { DocumentStatus } from '@maplestone/shared/schemas/borrower-file';
import { Check, CircleAlert, Clock, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const TONES = {
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  todo: 'bg-slate-100 text-slate-700 ring-slate-200',
  waiting: 'bg-sky-50 text-sky-800 ring-sky-200',
  refused: 'bg-maple-50 text-maple-800 ring-maple-200',
} as const;

/** A state as a small pill: its words say it, the colour and icon only repeat it. */
export function Badge({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof TONES;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONES[tone],
      )}
    >
      {icon}
      {children}
    </span>
  );
}

const DOCUMENT_TONES: Record<DocumentStatus, keyof typeof TONES> = {
  requested: 'todo',
  uploaded: 'waiting',
  accepted: 'done',
  refused: 'refused',
};

const DOCUMENT_ICONS: Record<DocumentStatus, ReactNode> = {
  requested: <Clock className="size-3.5" aria-hidden />,
  uploaded: <Upload className="size-3.5" aria-hidden />,
  accepted: <Check className="size-3.5" aria-hidden />,
  refused: <CircleAlert className="size-3.5" aria-hidden />,
};

/** A checklist item's status: Requested, Uploaded, Accepted, Refused. */
export function DocumentBadge({ status, label }: { status: DocumentStatus; label: string }) {
  return (
    <Badge tone={DOCUMENT_TONES[status]} icon={DOCUMENT_ICONS[status]}>
      {label}
    </Badge>
  );
}

/** A section's or consent's state: done, or still to do. */
export function DoneBadge({ done, label }: { done: boolean; label: string }) {
  return (
    <Badge
      tone={done ? 'done' : 'todo'}
      icon={done ? <Check className="size-3.5" aria-hidden /> : <Clock className="size-3.5" aria-hidden />}
    >
      {label}
    </Badge>
  );
}
