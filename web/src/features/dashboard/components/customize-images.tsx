import { type Agent, dashboardMessages, type UploadKind } from '@maplestone/shared';
import { UploadField } from '../../../components/form/upload-field';
import { failureMessage } from '../../../lib/api';
import { isSignedOutError } from '../../../lib/authed-api';
import { apiMessage } from '../../../lib/resource';
import { toast } from '../../../lib/toast';
import { useUpdateMyAgent } from '../api';
import { SettingsCard } from './settings-card';

const d = dashboardMessages;
const c = d.customize;

type ImageField = 'custom_background_image' | 'agent_logo_url' | 'badge_1_url' | 'badge_2_url';

/** The four customisation images; two badge slots, so never more than the spec's 2 badges. */
const IMAGES: { field: ImageField; kind: UploadKind; label: string }[] = [
  { field: 'custom_background_image', kind: 'background', label: c.background },
  { field: 'agent_logo_url', kind: 'logo', label: c.logo },
  { field: 'badge_1_url', kind: 'badge1', label: c.badge1 },
  { field: 'badge_2_url', kind: 'badge2', label: c.badge2 },
];

/**
 * Background, logo and badges: each is saved on the agent record as soon as it is uploaded (PATCH one
 * field), and Remove clears it from the public page after a confirmation. A save the API refuses says why
 * in the catalogue's words: a file that is not really an image is 'Failed to upload image' (ADR 098).
 */
export function CustomizeImages({ agent }: { agent: Agent }) {
  const save = useUpdateMyAgent({
    success: d.profileUpdated,
    failure: (error) => apiMessage(error, 400, d.saveChangesFailed),
  });
  return (
    <SettingsCard headingId="customize-images" heading={c.imagesHeading} lead={c.imagesLead}>
      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        {IMAGES.map(({ field, kind, label }) => (
          <UploadField
            key={field}
            kind={kind}
            label={label}
            value={agent[field]}
            onChange={(ref) => save.mutateAsync({ [field]: ref })}
            onError={(error) => {
              if (!isSignedOutError(error)) toast.error(failureMessage(error, d.imageUploadFailed));
            }}
            confirmRemove={{ title: d.uploadRemoveTitle, description: d.uploadRemoveDescription }}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
