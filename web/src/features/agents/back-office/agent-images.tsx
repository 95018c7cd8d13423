import { type Agent, type AgentImageField, dashboardMessages, type UploadKind } from '@maplestone/shared';
import type { ReactNode } from 'react';
import { UploadField, type UploadFieldProps } from '../../../components/form/upload-field';
import { failureMessage } from '../../../lib/api';
import { isSignedOutError } from '../../../lib/authed-api';
import { toast } from '../../../lib/toast';
import type { UploadEndpoint } from '../../../lib/upload';

const d = dashboardMessages;

/** One of an agent's images as a field: the record's field, the upload kind, its words. */
export interface AgentImage {
  field: AgentImageField;
  kind: UploadKind;
  label: string;
  hint?: string;
  /** The preview's frame, as the public page shows the image (UploadField's `preview`). */
  preview?: UploadFieldProps['preview'];
  /** The toast when the file cannot be uploaded ('Failed to upload image'). */
  failed: string;
}

/** One image's save: its new URL, or null when it is removed. */
export type AgentImageChange = Partial<Record<AgentImageField, string | null>>;

/**
 * Some of an agent's images, each saved on the record as soon as it is uploaded (`save`, one field), and
 * removed only after a confirmation, since that takes it off the public page at once. The file goes through
 * `endpoint` (the agent's own uploads by default; the super admin's with `agentId`), which decides whose it may
 * be. The save's toasts are the caller's mutation's.
 */
export function AgentImageFields({
  images,
  agent,
  save,
  endpoint,
  agentId,
  removeDescription,
}: {
  images: readonly AgentImage[];
  agent: Pick<Agent, AgentImageField>;
  save: (change: AgentImageChange) => Promise<unknown>;
  endpoint?: UploadEndpoint;
  agentId?: string;
  removeDescription: ReactNode;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {images.map(({ field, kind, label, hint, preview, failed }) => (
        <UploadField
          key={field}
          kind={kind}
          label={label}
          hint={hint}
          preview={preview}
          endpoint={endpoint}
          agentId={agentId}
          value={agent[field]}
          onChange={(ref) => save({ [field]: ref })}
          onError={(error) => {
            if (!isSignedOutError(error)) toast.error(failureMessage(error, failed));
          }}
          confirmRemove={{ title: d.uploadRemoveTitle, description: removeDescription }}
        />
      ))}
    </div>
  );
}
