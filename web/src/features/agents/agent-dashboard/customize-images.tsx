import { type Agent, dashboardMessages } from '@maplestone/shared';
import { apiMessage } from '../../../lib/resource';
import type { AgentImage } from '../back-office/agent-images';
import { MyImagesCard } from './my-images-card';

const d = dashboardMessages;
const c = d.customize;
const failed = d.imageUploadFailed;

/** The four customisation images; two badge slots, so never more than the spec's 2 badges. */
const IMAGES: readonly AgentImage[] = [
  { field: 'custom_background_image', kind: 'background', label: c.background, failed },
  { field: 'agent_logo_url', kind: 'logo', label: c.logo, failed },
  { field: 'badge_1_url', kind: 'badge1', label: c.badge1, failed },
  { field: 'badge_2_url', kind: 'badge2', label: c.badge2, failed },
];

/**
 * Background, logo and badges: each is saved on the agent record as soon as it is uploaded, and Remove clears it
 * from the public page after a confirmation. A save the API refuses says why in the catalogue's words: a file
 * that is not really an image is 'Failed to upload image' (ADR 098).
 */
export function CustomizeImages({ agent }: { agent: Agent }) {
  return (
    <MyImagesCard
      agent={agent}
      headingId="customize-images"
      heading={c.imagesHeading}
      lead={c.imagesLead}
      images={IMAGES}
      success={d.profileUpdated}
      failure={(error) => apiMessage(error, 400, d.saveChangesFailed)}
    />
  );
}
