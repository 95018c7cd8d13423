import {
  adminMessages,
  frenchFormSchema,
  SERVICE_FIELD_LIMIT,
  type Service,
  serviceCreateSchema,
  staffMessages,
} from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { BilingualFields, Field, ImageField } from '../../../../components/form';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';

const f = adminMessages.services.fields;
const fr = staffMessages.french.label;

/**
 * The service form over the API's own schema: name and description may run past 255 characters (the
 * save cuts them and says so, spec §5), so no input has a maxLength; features are typed as a JSON list. The
 * French (issue 37) follows the same rules, and is none while every French field is empty.
 */
export const serviceFormSchema = serviceCreateSchema.extend({
  fr: frenchFormSchema(serviceCreateSchema.shape.fr),
});
export type ServiceInput = z.input<typeof serviceFormSchema>;
export type ServiceBody = z.output<typeof serviceFormSchema>;

/** A list of features as the form types it: JSON text, or '' for none. */
const featuresText = (features: readonly string[] | null | undefined) =>
  features?.length ? JSON.stringify(features, null, 2) : '';

/** The form's starting values: the service being edited (its features as JSON text), or an empty one. */
export function serviceValues(service: Service | null): ServiceInput {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    features: featuresText(service?.features),
    content: service?.content ?? '',
    image_url: service?.image_url ?? null,
    fr: {
      name: service?.fr?.name ?? '',
      description: service?.fr?.description ?? '',
      features: featuresText(service?.fr?.features),
      content: service?.fr?.content ?? '',
    },
  };
}

/** While a field runs past the limit, before saving, its hint says how much will be kept. */
function useOverLimit(name: 'name' | 'description' | 'fr.name' | 'fr.description') {
  const value = useWatch<ServiceInput, typeof name>({ name });
  const length = typeof value === 'string' ? value.length : 0;
  return length > SERVICE_FIELD_LIMIT ? (
    <span className="text-amber-800">{adminMessages.services.overLimit(length, SERVICE_FIELD_LIMIT)}</span>
  ) : undefined;
}

/**
 * Service: name required; description, features (JSON list), content and image optional; the same words in
 * French beside the English, each optional.
 */
export function ServiceFields() {
  const hints = {
    name: useOverLimit('name'),
    description: useOverLimit('description'),
    frName: useOverLimit('fr.name'),
    frDescription: useOverLimit('fr.description'),
  };
  return (
    <>
      <BilingualFields
        english={
          <>
            <Field<ServiceInput> name="name" label={f.name} hint={hints.name}>
              <Input autoComplete="off" />
            </Field>
            <Field<ServiceInput> name="description" label={f.description} optional hint={hints.description}>
              <Textarea className="min-h-20" />
            </Field>
            <Field<ServiceInput> name="features" label={f.features} optional hint={f.featuresHint}>
              <Textarea className="min-h-28 font-mono text-sm" spellCheck={false} />
            </Field>
            <Field<ServiceInput> name="content" label={f.content} optional>
              <Textarea className="min-h-40" />
            </Field>
          </>
        }
        french={
          <>
            <Field<ServiceInput> name="fr.name" label={fr(f.name)} optional hint={hints.frName}>
              <Input autoComplete="off" lang="fr" />
            </Field>
            <Field<ServiceInput>
              name="fr.description"
              label={fr(f.description)}
              optional
              hint={hints.frDescription}
            >
              <Textarea className="min-h-20" lang="fr" />
            </Field>
            <Field<ServiceInput> name="fr.features" label={fr(f.features)} optional hint={f.featuresHint}>
              <Textarea className="min-h-28 font-mono text-sm" spellCheck={false} lang="fr" />
            </Field>
            <Field<ServiceInput> name="fr.content" label={fr(f.content)} optional>
              <Textarea className="min-h-40" lang="fr" />
            </Field>
          </>
        }
      />
      <ImageField<ServiceInput>
        name="image_url"
        label={f.image}
        kind="service-image"
        endpoint="/api/admin/uploads"
      />
    </>
  );
}
