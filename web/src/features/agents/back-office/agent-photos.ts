import { dashboardMessages } from '@maplestone/shared';
import type { AgentImage, AgentImageChange } from './agent-images';

const d = dashboardMessages;
const p = d.photos;

/**
 * The headshot (the public page's photo, instead of initials) and the banner (the band across its top): the
 * agent's own Profile tab and the super admin's edit dialog both show them.
 */
export const AGENT_PHOTOS = [
  {
    field: 'headshot_url',
    kind: 'headshot',
    label: p.headshot,
    hint: p.headshotHint,
    preview: 'round',
    failed: d.headshotFailed,
    uploaded: d.headshotUploaded,
  },
  {
    field: 'banner_image_url',
    kind: 'banner',
    label: p.banner,
    hint: p.bannerHint,
    preview: 'wide',
    failed: d.bannerFailed,
    uploaded: d.bannerUploaded,
  },
] as const satisfies readonly (AgentImage & { uploaded: string })[];

/**
 * The toasts of a photo's save, for the caller's mutation: 'Headshot uploaded successfully!' (or 'Failed to
 * upload headshot') for a new photo; for a removal, the caller's words for a save of its record.
 */
export function photoToasts({ removed, removeFailed }: { removed: string; removeFailed: string }) {
  const newPhoto = (change: AgentImageChange) => AGENT_PHOTOS.find(({ field }) => change[field]);
  return {
    success: (change: AgentImageChange) => newPhoto(change)?.uploaded ?? removed,
    failure: (change: AgentImageChange) => newPhoto(change)?.failed ?? removeFailed,
  };
}
