import type { EstimateInputValues } from '@maplestone/shared';
import { lazy, Suspense } from 'react';

// The form (react-hook-form, the lead hook) downloads in parallel with the page, not before its first paint,
// as the contact page does; the prerendered page already holds its HTML.
const load = () => import('./estimate-form');
void load();
const EstimateForm = lazy(() => load().then((m) => ({ default: m.EstimateForm })));

/** "Send me this estimate" under a calculator's figures (issue 21): see EstimateForm. */
export function EstimateFormSlot({ estimate }: { estimate: EstimateInputValues | null }) {
  return (
    <Suspense fallback={null}>
      <EstimateForm estimate={estimate} />
    </Suspense>
  );
}
