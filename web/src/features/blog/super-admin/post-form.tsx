import {
  type AdminAgentOption as AgentOption,
  adminBlogPostRequestSchema,
  adminMessages,
  excerptOf,
  postFrenchFormSchema,
  slugifyTitle,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { useCallback, useEffect, useRef } from 'react';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Field, SelectField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { PostFields } from '../back-office/post-fields';
import type { AdminPost } from './api';

const b = staffMessages.blog;
const f = adminMessages.blog.fields;

/**
 * What the admin post form holds: the create schema's fields but publication (its own toggle) and meta tags; the
 * French version none while every French field is empty (issue 37).
 */
export const adminPostFormSchema = adminBlogPostRequestSchema
  .omit({ is_published: true, seo_settings: true })
  .extend({ fr: postFrenchFormSchema });
export type AdminPostInput = z.input<typeof adminPostFormSchema>;

/** The author a new post starts with: the first active agent created, as the API would pick. */
export const defaultAuthor = (agents: readonly AgentOption[] | undefined) =>
  (agents?.findLast((agent) => agent.is_active) ?? agents?.at(-1))?.id;

/** The form's starting values: the post being edited, or an empty one by the default author. */
export function postValues(
  post: AdminPost | null,
  agents: readonly AgentOption[] | undefined,
): AdminPostInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    featured_image_url: post?.featured_image_url ?? null,
    agent_id: post?.agent_id ?? defaultAuthor(agents),
    fr: {
      title: post?.fr?.title ?? '',
      slug: post?.fr?.slug ?? '',
      excerpt: post?.fr?.excerpt ?? '',
      content: post?.fr?.content ?? '',
    },
  };
}

/**
 * Keeps `target` derived from `source` (the slug from the title, the excerpt from the content) while it
 * was not edited by hand: it follows when it is empty, or (when `follow`) still equal to what the previous
 * `source` gave. A hand-edited value stays; emptying it makes it follow again.
 */
function useDerived(
  source: FieldPath<AdminPostInput>,
  target: 'slug' | 'excerpt' | 'fr.slug' | 'fr.excerpt',
  derive: (value: string) => string,
  follow: boolean,
) {
  const { getValues, setValue, formState } = useFormContext<AdminPostInput>();
  const value = String(useWatch<AdminPostInput>({ name: source }) ?? '');
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    if (before === value) return;
    previous.current = value;
    const current = getValues(target) ?? '';
    if (current === '' || (follow && current === derive(before))) {
      setValue(target, derive(value), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  }, [value, follow, derive, getValues, setValue, target, formState.isSubmitted]);
}

/** A refusal of a taken slug (409): its words, and the slug it is about (the API says when it is the French one). */
export interface SlugTakenError {
  message: string;
  path: 'slug' | 'fr.slug';
}

/** Puts the API's refusal of a taken slug (409) on that slug's field; it clears once the slug is edited. */
function SlugTaken({ error }: { error: SlugTakenError | null }) {
  const { setError } = useFormContext<AdminPostInput>();
  useEffect(() => {
    if (error) setError(error.path, { type: 'server', message: error.message }, { shouldFocus: true });
  }, [error, setError]);
  return null;
}

/** The French slug a French title gives: its own, or with '-fr' when it is the English slug (as the API derives it). */
function useFrenchSlug() {
  const { getValues } = useFormContext<AdminPostInput>();
  return useCallback(
    (title: string) => {
      const slug = slugifyTitle(title);
      return slug && slug === getValues('slug') ? `${slug}-fr` : slug;
    },
    [getValues],
  );
}

/**
 * The admin post form's fields (spec §5: title, slug, excerpt and content required): the slug follows
 * the title and the excerpt the content's first 150 characters until edited by hand (a post being
 * edited keeps its slug, so its links stay); the French version's likewise (issue 37). The author is one of the
 * agents; with none, the spec's 'No agent exists...' instead of the select.
 */
export function AdminPostFields({
  editing,
  hasFrench,
  agents,
  agentsFailed,
  slugTaken,
}: {
  editing: boolean;
  /** The post being edited has a French version already: its French slug stays, as the English one does. */
  hasFrench: boolean;
  /** Undefined while loading, or when the load failed (`agentsFailed`: the post then goes to the API's default author). */
  agents: readonly AgentOption[] | undefined;
  agentsFailed: boolean;
  slugTaken: SlugTakenError | null;
}) {
  const frenchSlug = useFrenchSlug();
  useDerived('title', 'slug', slugifyTitle, !editing);
  useDerived('content', 'excerpt', excerptOf, true);
  useDerived('fr.title', 'fr.slug', frenchSlug, !hasFrench);
  useDerived('fr.content', 'fr.excerpt', excerptOf, true);
  return (
    <PostFields
      endpoint="/api/admin/uploads"
      excerptOptional={false}
      excerptHint={f.excerptHint}
      afterTitle={
        <Field name="slug" label={f.slug} hint={f.slugHint}>
          <Input autoComplete="off" spellCheck={false} />
        </Field>
      }
      frenchAfterTitle={
        <Field name="fr.slug" label={staffMessages.french.label(f.slug)} hint={f.frenchSlugHint}>
          <Input autoComplete="off" spellCheck={false} lang="fr" />
        </Field>
      }
    >
      <SlugTaken error={slugTaken} />
      {agents?.length === 0 ? (
        <p role="alert" className="rounded-xl bg-maple-50 p-3 text-sm font-medium text-maple-800">
          {b.noAgent}
        </p>
      ) : (
        <SelectField<AdminPostInput>
          name="agent_id"
          label={f.author}
          placeholder={
            agents
              ? f.authorPlaceholder
              : agentsFailed
                ? adminMessages.fetchAgentsFailed
                : commonWords.loading
          }
          options={(agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
          disabled={!agents}
        />
      )}
    </PostFields>
  );
}
