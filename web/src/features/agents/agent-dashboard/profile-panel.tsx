import { dashboardMessages } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { ProfileFields } from '../back-office/agent-fields';
import { AGENT_PHOTOS, photoToasts } from '../back-office/agent-photos';
import { agentSettingsTab } from './agent-settings-form';
import { MyImagesCard } from './my-images-card';

const d = dashboardMessages;
const ProfileForm = agentSettingsTab('profile', ProfileFields);
const toasts = photoToasts({ removed: d.profileUpdated, removeFailed: d.profileFailed });

/**
 * Profile (spec: full name required, phone of tel type, Calendly link a URL, bio; the bio in French beside it, and
 * a note while it has none, issue 37), then the agent's own headshot
 * and banner, each saved as soon as it is uploaded: 'Headshot uploaded successfully!', 'Banner uploaded
 * successfully!' (issue 35, ADR 101).
 */
export default function ProfileTab({ agent }: DashboardTabProps) {
  return (
    <div className="space-y-8">
      {lacksFrench('agent', agent) ? (
        <p className="rounded-xl bg-gold-400/15 p-3 text-sm text-amber-900">
          {d.settings.profile.bioLacksFrench}
        </p>
      ) : null}
      <ProfileForm agent={agent} />
      <MyImagesCard
        agent={agent}
        headingId="profile-photos"
        heading={d.photos.heading}
        lead={d.photos.lead}
        images={AGENT_PHOTOS}
        success={(_saved, changes) => toasts.success(changes)}
        failure={(_error, changes) => toasts.failure(changes)}
      />
    </div>
  );
}
