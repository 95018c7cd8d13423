import { type Page, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LabelledSelect } from '../form/labelled-select';
import { buttonClass } from '../ui/button';
import { SERVER_PAGE_SIZES, type ServerTableState } from './server-url-state';

/*
 * The pagers below a list, in a module of their own with no table code: a panel of cards pages with ServerPager
 * without loading TanStack Table (issue 33: the agents tab's first load).
 */

const t = staffMessages.dataTable;

/** Below the table: which rows show (announced as it changes), the rows per page, where we are, and the buttons. */
export function PagerBar({
  rowsText,
  pageText,
  pageSize,
  pageSizes,
  onPageSize,
  children,
}: {
  rowsText: string;
  pageText: string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
  /** The paging buttons. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">{rowsText}</p>
      <div className="flex flex-wrap items-center gap-3">
        <LabelledSelect
          label={t.rowsPerPage}
          labelClassName="whitespace-nowrap"
          value={String(pageSize)}
          onValueChange={(value) => onPageSize(Number(value))}
          options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          className="w-20"
        />
        <span className="whitespace-nowrap">{pageText}</span>
        <div className="flex gap-1">{children}</div>
      </div>
    </div>
  );
}

/**
 * Below a server-mode list (this table, or a panel's cards: PagedQueryItems): which rows show ('1–25 of 1,234',
 * or '1–25 of more' without a total), the rows per page, the page's number, and First, Previous and Next by
 * cursor, all kept in the URL by `state`.
 */
export function ServerPager<TData>({
  state,
  page,
  loading,
}: {
  state: ServerTableState;
  page: Page<TData> | undefined;
  loading: boolean;
}) {
  const count = page?.items.length ?? 0;
  const from = count > 0 ? (state.page - 1) * state.size + 1 : 0;
  const to = count > 0 ? from + count - 1 : 0;
  // No total from the API: the last page tells it all the same.
  const total = page ? (page.total ?? (page.next_cursor ? null : to)) : null;
  const pages = total === null ? null : Math.max(Math.ceil(total / state.size), state.page);
  const canNext = !loading && Boolean(page?.next_cursor);
  const canBack = state.page > 1;
  return (
    <PagerBar
      rowsText={
        loading || !page
          ? commonWords.loading
          : total === null
            ? t.rowsOfMore(from, to)
            : t.rowsOf(from, to, total)
      }
      pageText={pages === null ? t.pageNumber(state.page) : t.page(state.page, pages)}
      pageSize={state.size}
      pageSizes={SERVER_PAGE_SIZES}
      onPageSize={state.setSize}
    >
      <PagerButton label={t.firstPage} enabled={canBack} onClick={state.first}>
        <ChevronsLeft className="size-4" aria-hidden />
      </PagerButton>
      <PagerButton label={t.previousPage} enabled={canBack} onClick={state.previous}>
        <ChevronLeft className="size-4" aria-hidden />
      </PagerButton>
      <PagerButton
        label={t.nextPage}
        enabled={canNext}
        onClick={() => (page?.next_cursor ? state.next(page.next_cursor) : undefined)}
      >
        <ChevronRight className="size-4" aria-hidden />
      </PagerButton>
    </PagerBar>
  );
}

/**
 * A paging button that stays focusable when it cannot be used (aria-disabled, not disabled): pressing Next
 * keeps the focus on Next while the page loads, where a disabled button would drop it.
 */
function PagerButton({
  label,
  enabled,
  onClick,
  children,
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={enabled ? undefined : true}
      onClick={enabled ? onClick : undefined}
      className={buttonClass(
        'outline',
        'sm',
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white',
      )}
    >
      {children}
    </button>
  );
}
