import { dashboardMessages, type UploadKind } from '@maplestone/shared';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { isSignedOutError } from '../../lib/authed-api';
import { toast } from '../../lib/toast';
import type { UploadEndpoint } from '../../lib/upload';
import { Field } from './field';
import { UploadField } from './upload-field';

/**
 * An optional image of a back-office form (a post's featured image, a product's picture, a lender's logo):
 * uploaded through `endpoint` to its kind's bucket (ADR 037), the form value becoming the stored reference; a failed
 * upload toasts the spec's 'Failed to upload image'.
 */
export function ImageField<T extends FieldValues>({
  name,
  label,
  kind,
  endpoint,
}: {
  name: FieldPath<T>;
  label: string;
  kind: UploadKind;
  endpoint: UploadEndpoint;
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
          endpoint={endpoint}
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
