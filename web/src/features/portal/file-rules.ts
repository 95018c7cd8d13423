import { HISTORY_YEARS, type Period, yearsBefore } from '@maplestone/shared/borrower-file';
import type {
  BorrowerFileView,
  ChecklistItem,
  MissingItem,
  SectionKey,
} from '@maplestone/shared/schemas/borrower-file';
import type { PortalText } from './words';

/**
 * What the portal's pages read off the borrower's file (issue 38): where to resume, the next section, the names
 * of documents and of what is missing. The rules themselves (progress, coverage, submission) are the shared ones
 * (shared/src/borrower-file.ts), which the server answers with.
 */

/** The sections in the order the borrower fills them: their own, then the file's. */
export const sectionOrder = (file: BorrowerFileView): SectionKey[] =>
  file.progress.sections.map((line) => line.section);

/** Where the borrower resumes: the first section not complete, or null when all are. */
export function firstIncomplete(file: BorrowerFileView): SectionKey | null {
  return file.progress.sections.find((line) => !line.complete)?.section ?? null;
}

/** After saving `current`: the next section not complete (after it, then from the start), or null. */
export function nextSection(file: BorrowerFileView, current: SectionKey): SectionKey | null {
  const lines = file.progress.sections;
  const at = lines.findIndex((line) => line.section === current);
  const after = [...lines.slice(at + 1), ...lines.slice(0, Math.max(at, 0))];
  return after.find((line) => !line.complete)?.section ?? null;
}

export const isSectionComplete = (file: BorrowerFileView, section: SectionKey) =>
  file.progress.sections.some((line) => line.section === section && line.complete);

/** A checklist item's name: the broker's label for their own, the standard document's name otherwise. */
export function documentName(item: ChecklistItem, words: PortalText): string {
  return item.label ?? words.documents.types[item.type];
}

/** Whose a checklist item is: the borrower's, another applicant's (by name) or the file's. */
export function documentOwner(item: ChecklistItem, file: BorrowerFileView, words: PortalText): string {
  if (item.applicant_id === null) return words.documents.forFile;
  if (item.applicant_id === file.you.applicant_id) return words.documents.forYou;
  const other = file.applicants.find((applicant) => applicant.id === item.applicant_id);
  return other ? words.documents.forApplicant(other.name) : words.documents.forFile;
}

/** One line per missing thing; another applicant's start with their name (names only: nothing of theirs). */
export function missingLines(file: BorrowerFileView, words: PortalText): string[] {
  const what = (item: MissingItem) =>
    item.section
      ? words.sections.names[item.section]
      : item.consent
        ? words.consents.kinds[item.consent]
        : null;
  return file.missing.flatMap((item) => {
    const text = what(item);
    if (!text) return [];
    if (item.applicant_id === null || item.applicant_id === file.you.applicant_id) return [text];
    const name = file.applicants.find((applicant) => applicant.id === item.applicant_id)?.name;
    return [name ? words.home.missingFor(name, text) : text];
  });
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const VALID_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How many of the last 36 months the periods cover (what the addresses' and jobs' progress says): the days of
 * the three years before `today` inside at least one period, in whole months. Unfinished rows count for nothing.
 */
export function monthsCovered(periods: readonly Partial<Period>[], today: string): number {
  const start = dayMs(yearsBefore(today, HISTORY_YEARS));
  const end = dayMs(today);
  const spans = periods
    .filter(
      (period): period is Period =>
        VALID_DAY.test(period.from ?? '') && (period.to === null || VALID_DAY.test(period.to ?? '')),
    )
    .map(
      (period) =>
        [
          Math.max(dayMs(period.from), start),
          Math.min(period.to === null ? end : dayMs(period.to), end),
        ] as const,
    )
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = start;
  for (const [from, to] of spans) {
    const begin = Math.max(from, reached);
    if (to > begin) covered += to - begin;
    reached = Math.max(reached, to);
  }
  const months = Math.round(covered / DAY_MS / (365.25 / 12));
  return Math.min(HISTORY_YEARS * 12, months);
}
