import { dashboardMessages, type UploadKind } from '@maplestone/shared';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, UploadField } from '../../../components/form';
import { isSignedOutError } from '../../../lib/authed-api';
import { toast } from '../../../lib/toast';

/**
 * An image of an admin form (product, service, lender logo): uploaded through /api/admin/uploads to its
 * kind's bucket (ADR 037), the form value becoming the stored reference; a failed upload toasts the
 * spec's 'Failed to upload image'.
 */
export function AdminImageField<T extends FieldValues>({
  name,
  label,
  kind,
}: {
  name: FieldPath<T>;
  label: string;
  kind: UploadKind;
}) {
  return (
    <Field<T>
      name={name}
      label={label}
      optional
      render={({ field, ids }) => (
        <UploadField
          kind={kind}
          label={label}
          hideLabel
          endpoint="/api/admin/uploads"
          value={field.value}
          onChange={field.onChange}
          onError={(error) => {
            // A call that found the session gone has already left for /auth.
            if (!isSignedOutError(error)) toast.error(dashboardMessages.imageUploadFailed);
          }}
          id={ids.id}
          aria-describedby={ids.describedBy}
        />
      )}
    />
  );
}
