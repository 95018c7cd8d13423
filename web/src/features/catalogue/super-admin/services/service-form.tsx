import { adminMessages, SERVICE_FIELD_LIMIT, type Service, serviceCreateSchema } from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Field, ImageField } from '../../../../components/form';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';

const f = adminMessages.services.fields;

/**
 * The service form over the API's own schema: name and description may run past 255 characters (the
 * save cuts them and says so, spec §5), so no input has a maxLength; features are typed as a JSON list.
 */
export const serviceFormSchema = serviceCreateSchema;
export type ServiceInput = z.input<typeof serviceFormSchema>;
export type ServiceBody = z.output<typeof serviceFormSchema>;

/** The form's starting values: the service being edited (its features as JSON text), or an empty one. */
export function serviceValues(service: Service | null): ServiceInput {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    features: service?.features?.length ? JSON.stringify(service.features, null, 2) : '',
    content: service?.content ?? '',
    image_url: service?.image_url ?? null,
  };
}

/** While a field runs past the limit, before saving, its hint says how much will be kept. */
function useOverLimit(name: 'name' | 'description') {
  const value = useWatch<ServiceInput, typeof name>({ name });
  const length = typeof value === 'string' ? value.length : 0;
  return length > SERVICE_FIELD_LIMIT ? (
    <span className="text-amber-800">{adminMessages.services.overLimit(length, SERVICE_FIELD_LIMIT)}</span>
  ) : undefined;
}

/** Service: name required; description, features (JSON list), content and image optional. */
export function ServiceFields() {
  const nameHint = useOverLimit('name');
  const descriptionHint = useOverLimit('description');
  return (
    <>
      <Field<ServiceInput> name="name" label={f.name} hint={nameHint}>
        <Input autoComplete="off" />
      </Field>
      <Field<ServiceInput> name="description" label={f.description} optional hint={descriptionHint}>
        <Textarea className="min-h-20" />
      </Field>
      <Field<ServiceInput> name="features" label={f.features} optional hint={f.featuresHint}>
        <Textarea className="min-h-28 font-mono text-sm" spellCheck={false} />
      </Field>
      <Field<ServiceInput> name="content" label={f.content} optional>
        <Textarea className="min-h-40" />
      </Field>
      <ImageField<ServiceInput>
        name="image_url"
        label={f.image}
        kind="service-image"
        endpoint="/api/admin/uploads"
      />
    </>
  );
}
