import { dashboardMessages } from '@maplestone/shared/i18n/en/staff/agent-dashboard/index';
import { AGENT_IMAGE_KINDS, type UploadKind } from '@maplestone/shared/uploads';
import { ValidationError } from '../../lib/errors';

/** What an agent uploads for itself, under its own prefix. */
export const AGENT_UPLOAD_KINDS = [
  ...AGENT_IMAGE_KINDS,
  'document',
  'post-image',
] as const satisfies readonly UploadKind[];

/**
 * What a super admin uploads: an agent's headshot or banner (under that agent), catalogue images, and
 * blog posts' featured images (under posts/: a post's author can change, its image stays; ADR 047).
 */
export const ADMIN_UPLOAD_KINDS = [
  'headshot',
  'banner',
  'post-image',
  'product-image',
  'service-image',
  'lender-logo',
] as const satisfies readonly UploadKind[];

/** The owner prefix of catalogue uploads, which belong to no agent. */
export const CATALOGUE_PREFIX: Partial<Record<UploadKind, string>> = {
  'post-image': 'posts',
  'product-image': 'products',
  'service-image': 'services',
  'lender-logo': 'lenders',
};

export function assertKind(kind: UploadKind, allowed: readonly UploadKind[]): void {
  if (!allowed.includes(kind)) {
    throw new ValidationError(dashboardMessages.uploadKindNotAllowed, [
      { path: 'kind', message: dashboardMessages.uploadKindNotAllowed },
    ]);
  }
}
