import { staffMessages } from '@maplestone/shared';
import { Construction } from 'lucide-react';

/** TEMPORARY: every admin tab until the admin panel issue builds its panel. */
export default function ComingSoonTab() {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Construction className="size-6 text-navy-600" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-navy-950">{staffMessages.backOffice.comingSoon}</h2>
      <p className="mt-1 text-sm text-slate-600">{staffMessages.backOffice.comingSoonText}</p>
    </div>
  );
}
