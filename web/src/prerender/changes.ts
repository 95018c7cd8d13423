import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { frenchPath } from '@maplestone/shared/i18n/paths';
import type { Topic } from './site';

/** The entity types (`_et`) whose changes show on public pages; the stream's event filter lets only these in. */
export const RENDERED_ENTITIES = [
  'agent',
  'rate',
  // A day's point of the /rates chart (ADR 081); a rate alert ('rate_alert') shows on no page.
  'rate_history',
  'lender',
  'testimonial',
  'post',
  'product',
  'service',
  'cache',
] as const;

/** The Lambda event filter for the render function's stream mapping (and the local poller's). */
export const renderFilterPattern = {
  dynamodb: {
    NewImage: { _et: { S: [...RENDERED_ENTITIES] } },
  },
};
/** A removal has no NewImage: the same pattern on the old image. */
export const renderRemovalFilterPattern = {
  dynamodb: {
    OldImage: { _et: { S: [...RENDERED_ENTITIES] } },
  },
};

export interface StreamRecordLike {
  dynamodb?: {
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
  };
}

export interface Changes {
  topics: Set<Topic>;
  /** Pages that showed the old item or show the new one (an agent's old slug): rendered, or removed if gone. */
  paths: Set<string>;
}

type Image = Record<string, AttributeValue>;

/**
 * A string attribute of a stream image, read as is: only a few top-level strings matter here, and a full
 * unmarshall would throw on what DynamoDB Local writes for an empty map (an untyped `{}`).
 */
const text = (image: Image, name: string): string | null => {
  const value = image[name]?.S;
  return value ? value : null;
};

/** What one version of an item puts on public pages. */
function collect(image: Image, changes: Changes) {
  const { topics, paths } = changes;
  const id = text(image, 'id');
  const entity = text(image, '_et');
  switch (entity) {
    case 'rate':
    case 'rate_history':
      topics.add('rates');
      break;
    case 'lender':
      topics.add('lenders');
      break;
    case 'testimonial': {
      topics.add('testimonials');
      const agentId = text(image, 'agent_id');
      if (agentId) topics.add(`agent:${agentId}`);
      break;
    }
    case 'agent': {
      topics.add('agents');
      if (!id) break;
      topics.add(`agent:${id}`);
      paths.add(`/agents/${id}`);
      const slug = text(image, 'profile_slug');
      if (slug) paths.add(`/agent/${slug}`);
      break;
    }
    case 'post': {
      topics.add('posts');
      const slug = text(image, 'slug');
      if (slug) {
        topics.add(`post:${slug}`);
        paths.add(`/blog/${slug}`);
      }
      // Its French version's page, at its own slug (issue 37): a new slug renders there and removes the old.
      // `fr` is a map, read as is (see text).
      const frenchSlug = image.fr?.M?.slug?.S;
      if (frenchSlug) paths.add(`/fr/blogue/${frenchSlug}`);
      break;
    }
    case 'product':
    case 'service':
      topics.add(`${entity}s`);
      if (id) {
        topics.add(`${entity}:${id}`);
        paths.add(`/${entity}s/${id}`);
      }
      break;
    case 'cache':
      topics.add('news');
      break;
  }
}

/** The topics and pages a batch of stream records touches (both the old and the new version of each item). */
export function changesOf(records: StreamRecordLike[]): Changes {
  const changes: Changes = { topics: new Set(), paths: new Set() };
  for (const record of records) {
    for (const image of [record.dynamodb?.OldImage, record.dynamodb?.NewImage]) {
      if (image) collect(image, changes);
    }
  }
  // Each page has its French twin (ADR 085): it shows the same item. A post's twin at its English slug is no page
  // since issue 37 (its French version has its own slug): named, it is removed where an older render left one.
  for (const path of [...changes.paths]) changes.paths.add(frenchPath(path));
  return changes;
}
