import {
  featuresTextSchema,
  lenderTypeSchema,
  messages,
  optionalImageRefSchema,
  optionalText,
  productRequestSchema,
  requiredText,
  SERVICE_FIELD_LIMIT,
  serviceRequestSchema,
  truncateServiceFields,
} from '@maplestone/shared';
import * as z from 'zod';
import { publicUrl } from '../../lib/storage';
import { BUCKET_FOR_KIND } from '../../lib/uploads';

/** A PATCH must change something: an empty body is refused with the catalogue's 'required' text. */
export const somethingSent = <T extends object>(body: T) =>
  Object.values(body).some((value) => value !== undefined);

/** Every product field optional, no defaults (an edit changes only what it sends). */
export const productUpdateSchema = productRequestSchema
  .partial()
  .refine(somethingSent, messages.common.required);

/**
 * Service name and description are accepted longer than 255 characters and cut to 255 on save, with
 * the spec's 'Some fields were truncated...' message in the answer (truncateServiceFields). Features
 * come as a list of strings or as the form's JSON text; text that is not valid JSON is refused with
 * 'Features must be valid JSON'.
 */
const LONG_INPUT = 10_000;
const serviceFields = {
  name: requiredText(LONG_INPUT),
  description: optionalText(LONG_INPUT),
  features: z
    .union([serviceRequestSchema.shape.features.unwrap().unwrap(), featuresTextSchema], {
      error: messages.services.featuresInvalid,
    })
    .nullish(),
};
export const serviceCreateSchema = serviceRequestSchema.extend(serviceFields);
export const serviceUpdateSchema = serviceRequestSchema
  .extend(serviceFields)
  .partial()
  .refine(somethingSent, messages.common.required);

/** The values to store, and the warning to show when name or description had to be cut. */
export function serviceToSave<
  T extends { name?: string | undefined; description?: string | null | undefined },
>(values: T): { values: T; warning: string | null } {
  if (values.name === undefined) {
    if (!values.description) return { values, warning: null };
    const cut = truncateServiceFields({ name: '', description: values.description });
    return {
      values: { ...values, description: cut.values.description },
      warning: cut.truncated ? messages.services.truncated : null,
    };
  }
  const cut = truncateServiceFields({ ...values, name: values.name });
  return { values: cut.values as T, warning: cut.truncated ? messages.services.truncated : null };
}

export { SERVICE_FIELD_LIMIT };

/** Every lender field optional and without defaults (an edit must not reset type or status). */
export const lenderUpdateSchema = z
  .strictObject({
    name: requiredText(200).optional(),
    type: lenderTypeSchema.optional(),
    logo_url: optionalImageRefSchema,
    display_order: z
      .number({ error: messages.common.wholeNumber })
      .int(messages.common.wholeNumber)
      .min(-10_000)
      .max(10_000)
      .optional(),
    is_active: z.boolean().optional(),
  })
  .refine(somethingSent, messages.common.required);

/**
 * A lender logo as stored: an uploaded logo's bare key becomes its full URL, because logos are
 * uploaded to the product-images bucket while readers resolve bare lender keys elsewhere.
 */
export function lenderLogoRef<T extends string | null | undefined>(value: T): T | string {
  if (!value || /^https?:\/\//i.test(value)) return value;
  return publicUrl(BUCKET_FOR_KIND['lender-logo'], value);
}
