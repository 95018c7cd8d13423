import { staffMessages } from '@maplestone/shared';
import type { ReactNode } from 'react';
import { Field, ImageField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { UploadEndpoint } from '../../../lib/upload';

const t = staffMessages.blog.fields;

/**
 * A blog post's fields, shared by the agent's post dialog and the super admin's (inside a <Form> over
 * the area's own schema): title, then `afterTitle` (the admin's slug), excerpt, content, the featured
 * image (uploaded through `endpoint`), then `children` (the admin's author agent).
 */
export function PostFields({
  endpoint,
  afterTitle,
  excerptOptional,
  excerptHint,
  children,
}: {
  endpoint: UploadEndpoint;
  afterTitle?: ReactNode;
  excerptOptional: boolean;
  excerptHint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <Field name="title" label={t.title}>
        <Input autoComplete="off" />
      </Field>
      {afterTitle}
      <Field name="excerpt" label={t.excerpt} optional={excerptOptional} hint={excerptHint}>
        <Textarea className="min-h-20" />
      </Field>
      <Field name="content" label={t.content}>
        <Textarea className="min-h-60" />
      </Field>
      <ImageField name="featured_image_url" label={t.image} kind="post-image" endpoint={endpoint} />
      {children}
    </>
  );
}
