import { lenderCategory } from '@maplestone/shared';
import { peopleLendersWords } from '@maplestone/shared/i18n/en/people';
import { useQuery } from '@tanstack/react-query';
import { cn } from '../../../lib/cn';
import { useWords } from '../../../lib/i18n';
import { lendersQuery, type PublicLender } from '../api/lenders';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** The groups in the page's order: which lenders, the title's words, the columns, the test id. */
const GROUPS = [
  {
    category: 'a_lender',
    title: 'aLenders',
    className: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
    testId: 'a-lenders',
  },
  {
    category: 'alternate_lender',
    title: 'alternative',
    className: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
    testId: 'alternate-lenders',
  },
] as const;

/** Trusted lenders: A lenders up to 5 columns, alternate lenders up to 4 (both type spellings). */
export function LendersGrid() {
  const { data, isPending } = useQuery(lendersQuery());
  const w = useWords('people', 'lenders', peopleLendersWords);
  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SKELETONS.map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  }
  const lenders = [...(data ?? [])].sort((a, b) => a.display_order - b.display_order);
  return (
    <div className="space-y-10">
      {GROUPS.map(({ category, title, className, testId }) => {
        const group = lenders.filter((l) => lenderCategory(l.type) === category);
        return group.length > 0 ? (
          <LenderGroup
            key={category}
            title={w[title]}
            lenders={group}
            className={className}
            testId={testId}
          />
        ) : null;
      })}
    </div>
  );
}

function LenderGroup({
  title,
  lenders,
  className,
  testId,
}: {
  title: string;
  lenders: PublicLender[];
  className: string;
  testId: string;
}) {
  return (
    <div>
      <h3 className="mb-4 text-center text-sm font-semibold tracking-wide text-slate-500">{title}</h3>
      <ul className={cn('grid gap-2 sm:gap-3', className)} data-testid={testId}>
        {lenders.map((lender) => (
          <li
            key={lender.name}
            className="flex h-16 items-center justify-center rounded-xl bg-white px-3 sm:h-20 sm:px-4 text-center shadow-xs ring-1 ring-slate-200"
          >
            {lender.logo_url ? (
              <img
                src={lender.logo_url}
                alt={lender.name}
                className="max-h-10 max-w-full object-contain"
                loading="lazy"
              />
            ) : (
              <span className="font-display text-[15px] leading-tight font-bold tracking-tight text-navy-800 sm:text-lg">
                {lender.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
