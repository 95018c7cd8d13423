import {
  adminMessages,
  frenchFormSchema,
  type Product,
  productRequestSchema,
  staffMessages,
} from '@maplestone/shared';
import type * as z from 'zod';
import { BilingualFields, Field, ImageField } from '../../../../components/form';
import { AffixInput, Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';

const f = adminMessages.products.fields;
const fr = staffMessages.french.label;

/** The product form over the API's schema; its French words (issue 37) none while every French field is empty. */
export const productFormSchema = productRequestSchema.extend({
  fr: frenchFormSchema(productRequestSchema.shape.fr),
});
export type ProductInput = z.input<typeof productFormSchema>;

/** The form's starting values: the product being edited, or an empty one. */
export function productValues(product: Product | null): ProductInput {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    content: product?.content ?? '',
    price: product?.price ?? null,
    image_url: product?.image_url ?? null,
    fr: {
      name: product?.fr?.name ?? '',
      description: product?.fr?.description ?? '',
      content: product?.fr?.content ?? '',
    },
  };
}

/** An empty price is no price (null); anything else is read as a number for the schema to judge. */
const priceValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Product: name required; price optional in steps of 0.01; description, content and image optional; the name,
 * description and content in French beside the English, each optional, with the same limits.
 */
export function ProductFields() {
  return (
    <>
      <BilingualFields
        english={
          <>
            <Field<ProductInput> name="name" label={f.name}>
              <Input autoComplete="off" />
            </Field>
            <Field<ProductInput> name="description" label={f.description} optional>
              <Textarea className="min-h-20" />
            </Field>
            <Field<ProductInput> name="content" label={f.content} optional>
              <Textarea className="min-h-40" />
            </Field>
          </>
        }
        french={
          <>
            <Field<ProductInput> name="fr.name" label={fr(f.name)} optional>
              <Input autoComplete="off" lang="fr" />
            </Field>
            <Field<ProductInput> name="fr.description" label={fr(f.description)} optional>
              <Textarea className="min-h-20" lang="fr" />
            </Field>
            <Field<ProductInput> name="fr.content" label={fr(f.content)} optional>
              <Textarea className="min-h-40" lang="fr" />
            </Field>
          </>
        }
      />
      <Field<ProductInput> name="price" label={f.price} optional registerOptions={{ setValueAs: priceValue }}>
        <AffixInput prefix="$" type="number" inputMode="decimal" step="0.01" min="0" />
      </Field>
      <ImageField<ProductInput>
        name="image_url"
        label={f.image}
        kind="product-image"
        endpoint="/api/admin/uploads"
      />
    </>
  );
}
