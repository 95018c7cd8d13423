import { isEditableStage } from '@maplestone/shared/borrower-file';
import type { BorrowerFileView, SectionKey } from '@maplestone/shared/schemas/borrower-file';
import { useParams } from 'react-router';
import { BackToFile } from '../components/back-to-file';
import { DoneBadge } from '../components/badges';
import { PortalFrame, PortalHeading } from '../components/portal-frame';
import { SECTION_FORMS } from '../components/sections';
import { isSectionComplete, sectionOrder } from '../file-rules';
import { sectionOfSlug } from '../paths';
import { usePortalWords } from '../words';

/**
 * /portal/application/:section, /fr/portail/demande/:section (issue 38): one section of the application, saved as
 * the borrower goes. A section the borrower may not see (another applicant's) is not offered by the API's
 * progress, so it is no page here either.
 */
export default function SectionPage() {
  const w = usePortalWords();
  const section = sectionOfSlug(useParams().section);
  return (
    <PortalFrame title={section ? w.sections.names[section] : w.shell.name}>
      {(file) =>
        section && sectionOrder(file).includes(section) ? (
          <SectionEditor key={section} file={file} section={section} />
        ) : (
          <div className="space-y-4">
            <BackToFile>{w.sections.back}</BackToFile>
            <p role="alert" className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              {w.shell.noPage}
            </p>
          </div>
        )
      }
    </PortalFrame>
  );
}

function SectionEditor({ file, section }: { file: BorrowerFileView; section: SectionKey }) {
  const w = usePortalWords();
  const order = sectionOrder(file);
  const SectionFormFor = SECTION_FORMS[section];
  const complete = isSectionComplete(file, section);
  return (
    <div className="space-y-4">
      <BackToFile>{w.sections.back}</BackToFile>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">
          {w.sections.stepOf(order.indexOf(section) + 1, order.length)}
        </p>
        <DoneBadge done={complete} label={w.home.sectionStates[complete ? 'complete' : 'incomplete']} />
      </div>
      <PortalHeading title={w.sections.names[section]} lead={w.sections.leads[section]} />
      {isEditableStage(file.stage) ? null : (
        <p role="note" className="rounded-xl bg-navy-50 p-4 text-sm text-navy-900">
          {w.home.locked}
        </p>
      )}
      <SectionFormFor file={file} />
    </div>
  );
}
