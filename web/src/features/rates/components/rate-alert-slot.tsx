import { lazy, Suspense } from 'react';

// The form (react-hook-form, its catalogue) downloads in parallel with the page, not before its first paint.
const load = () => import('./rate-alert-form');
void load();
const RateAlertForm = lazy(() => load().then((m) => ({ default: m.RateAlertForm })));

/** "Email me when the rate drops" on /rates (issue 21): see RateAlertForm. `province`: the page's, by name. */
export function RateAlertSlot({ province }: { province?: string }) {
  return (
    <Suspense fallback={null}>
      <RateAlertForm province={province} />
    </Suspense>
  );
}
