import { staffMessages } from '@maplestone/shared';
import type { ReactNode } from 'react';
import { BilingualFields, Field, ImageField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { UploadEndpoint } from '../../../lib/upload';

const t = staffMessages.blog.fields;
const fr = staffMessages.french.label;

/**
 * A blog post's fields, shared by the agent's post dialog and the super admin's (inside a <Form> over
 * the area's own schema): title, then `afterTitle` (the admin's slug), excerpt and content, in English and beside
 * them in French (issue 37: the French version's, `frenchAfterTitle` its slug; none while every French field is
 * empty), then the featured image (uploaded through `endpoint`) and `children` (the admin's author agent).
 */
export function PostFields({
  endpoint,
  afterTitle,
  frenchAfterTitle,
  excerptOptional,
  excerptHint,
  children,
}: {
  endpoint: UploadEndpoint;
  afterTitle?: ReactNode;
  frenchAfterTitle?: ReactNode;
  excerptOptional: boolean;
  excerptHint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <BilingualFields
        english={
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
          </>
        }
        french={
          <>
            <p className="text-sm text-slate-600">{staffMessages.french.postVersion}</p>
            <Field name="fr.title" label={fr(t.title)}>
              <Input autoComplete="off" lang="fr" />
            </Field>
            {frenchAfterTitle}
            <Field name="fr.excerpt" label={fr(t.excerpt)} optional hint={excerptHint}>
              <Textarea className="min-h-20" lang="fr" />
            </Field>
            <Field name="fr.content" label={fr(t.content)}>
              <Textarea className="min-h-60" lang="fr" />
            </Field>
          </>
        }
      />
      <ImageField name="featured_image_url" label={t.image} kind="post-image" endpoint={endpoint} />
      {children}
    </>
  );
}
