import { commonWords } from '@maplestone/shared/i18n/en/common';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/states';

/** The file's page: its code, and the list of chunks it needs, stay out of the areas' own chunks. */
const FilePage = lazy(() => import('./file-page'));

/**
 * What the areas' `files/:leadId` route loads (issue 38): a small step before the file's page, so each area's
 * chunk names one chunk rather than every chunk the page needs (the back office's route budget, ADR 118).
 */
export default function FileRoute({ area }: { area: '/agent-dashboard' | '/super-admin' }) {
  return (
    <Suspense fallback={<LoadingState>{commonWords.loading}</LoadingState>}>
      <FilePage area={area} />
    </Suspense>
  );
}
