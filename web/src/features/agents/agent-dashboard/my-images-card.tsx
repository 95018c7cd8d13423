import { type Agent, dashboardMessages } from '@maplestone/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { SettingsCard } from '../../../components/back-office/settings-card';
import type { AgentImage } from '../back-office/agent-images';
import { useUpdateMyAgent } from './api';

type SaveToasts = Pick<Parameters<typeof useUpdateMyAgent>[0], 'success' | 'failure'>;

/**
 * The upload fields load beside the card rather than with the tab: the Profile tab is the dashboard's first, and
 * its first load keeps to its budget (ADR 101) with the form alone.
 */
const AgentImageFields = lazy(() =>
  import('../back-office/agent-images').then((module) => ({
    default: module.AgentImageFields,
  })),
);

/**
 * A card of the agent's own images (the Profile tab's headshot and banner, the Customize tab's background, logo
 * and badges): each is uploaded through the agent's own uploads, under its own prefix, saved on its record as
 * soon as it is uploaded (PATCH one field) with the card's toasts, and removed after a confirmation.
 */
export function MyImagesCard({
  agent,
  headingId,
  heading,
  lead,
  images,
  success,
  failure,
}: {
  agent: Agent;
  headingId: string;
  heading: ReactNode;
  lead: ReactNode;
  images: readonly AgentImage[];
} & SaveToasts) {
  const save = useUpdateMyAgent({ success, failure });
  return (
    <SettingsCard headingId={headingId} heading={heading} lead={lead}>
      <div className="mt-5">
        <Suspense fallback={<FieldsPlaceholder images={images} />}>
          <AgentImageFields
            images={images}
            agent={agent}
            save={save.mutateAsync}
            removeDescription={dashboardMessages.uploadRemoveDescription}
          />
        </Suspense>
      </div>
    </SettingsCard>
  );
}

/** The fields' frames while their code loads, so the page does not jump when they come. */
function FieldsPlaceholder({ images }: { images: readonly AgentImage[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
      {images.map(({ field }) => (
        <div key={field} className="h-40 rounded-2xl bg-white ring-1 ring-slate-200" />
      ))}
    </div>
  );
}
