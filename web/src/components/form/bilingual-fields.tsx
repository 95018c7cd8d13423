import { staffMessages } from '@maplestone/shared';
import type { ReactNode } from 'react';

const t = staffMessages.french;
const legendClass = 'mb-3 text-sm font-semibold tracking-wide text-navy-900 uppercase';

/**
 * What staff write in both languages (issue 37): the English fields and their French twins in two columns, side by
 * side from 1024 px and one above the other below it, each a fieldset named by its heading ('English',
 * 'Français'). The French fields are <Field>s labelled `staffMessages.french.label(…)` ('Name (French)') whose
 * controls say lang="fr"; they take the English fields' limits from the same shared schema.
 */
export function BilingualFields({ english, french }: { english: ReactNode; french: ReactNode }) {
  return (
    <div className="grid gap-x-6 gap-y-5 lg:grid-cols-2">
      <fieldset className="min-w-0 space-y-5">
        <legend className={legendClass}>{t.englishColumn}</legend>
        {english}
      </fieldset>
      <fieldset className="min-w-0 space-y-5">
        <legend lang="fr" className={legendClass}>
          {t.frenchColumn}
        </legend>
        {french}
      </fieldset>
    </div>
  );
}
