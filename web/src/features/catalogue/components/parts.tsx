import { contentCommonWords } from '@maplestone/shared/i18n/en/content';
import type { Shown } from '@maplestone/shared/i18n/written';
import { ArrowRight, Check } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/states';
import { Written } from '../../../components/ui/written';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';

/** A price with 2 decimals, or nothing when the item has none. */
export function Price({ value, className }: { value: number | null | undefined; className?: string }) {
  const f = useFormat();
  if (value === null || value === undefined) return null;
  return (
    <p className={className} data-testid="price">
      <span className="text-2xl font-bold tabular-nums text-navy-950">{f.money(value)}</span>
    </p>
  );
}

/** A list card linking to the item's page. */
export function CatalogueCard({
  to,
  name,
  description,
  image,
  Icon,
  footer,
}: {
  to: string;
  name: Shown<string>;
  description: Shown<string | null>;
  image?: string | null;
  Icon: ComponentType<{ className?: string }>;
  footer?: ReactNode;
}) {
  const w = useWords('content', 'common', contentCommonWords);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {image ? (
        <img src={image} alt="" className="h-44 w-full object-cover" loading="lazy" />
      ) : (
        <div className="flex h-28 items-center bg-gradient-to-br from-navy-50 to-white px-6">
          <span className="flex size-12 items-center justify-center rounded-xl bg-navy-800 text-white shadow-sm">
            <Icon className="size-6" aria-hidden />
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-semibold text-navy-950">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            <Written shown={name} />
          </Link>
        </h2>
        {description.value ? (
          <Written as="p" shown={description} className="mt-2 text-[15px] leading-relaxed text-slate-600" />
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>{footer}</div>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 group-hover:underline">
            {w.learnMore}
            <ArrowRight className="size-4" aria-hidden />
          </span>
        </div>
      </div>
    </li>
  );
}

/** A failed load with the catalogue's 'Try again'. */
export function LoadFailed({ title, retry }: { title: string; retry: () => void }) {
  const w = useWords('content', 'common', contentCommonWords);
  return <RetryAlert title={title} retryLabel={w.tryAgain} onRetry={retry} />;
}

/** The detail page's body: long text with its paragraphs and line breaks kept (never HTML). */
export function LongText({ shown }: { shown: Shown<string | null> }) {
  return (
    <Written
      as="div"
      shown={shown}
      className="text-[17px] leading-relaxed whitespace-pre-line text-slate-700"
      data-testid="content"
    />
  );
}

/** A service's features as a checklist. */
export function Features({ shown }: { shown: Shown<readonly string[]> }) {
  return (
    <Written as="ul" shown={shown} className="grid gap-3 sm:grid-cols-2" data-testid="features">
      {(items) =>
        items.map((item) => (
          <li
            key={item}
            className="flex gap-3 rounded-xl bg-slate-50 p-4 text-[15px] text-slate-800 ring-1 ring-slate-200"
          >
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <Check className="size-4" aria-hidden />
            </span>
            {item}
          </li>
        ))
      }
    </Written>
  );
}
