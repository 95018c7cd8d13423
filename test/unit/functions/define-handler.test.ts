import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentBlogWords, contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { postSlugSchema } from '@maplestone/shared/schemas/content';
import { describe, expect, it, vi } from 'vitest';
import { AppError, NotFoundError } from '../../../functions/src/lib/errors';
import { defineHandler, type HttpEvent, ok } from '../../../functions/src/lib/http';
import { createLogger } from '../../../functions/src/lib/logger';

/*
 * defineHandler parses a route's path parameters as it does its body and query (docs/request-flow.md,
 * ADR 086): `handle` gets the declared ones, parsed, or never runs.
 */
const log = createLogger();

function event(pathParameters?: Record<string, string>, body?: string): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'GET /api/test/{id}',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
    isBase64Encoded: false,
    pathParameters,
    requestContext: { requestId: 'test', http: { sourceIp: '192.0.2.1' } },
  } as unknown as HttpEvent;
}

/** The error the handler threw, or undefined if it answered. */
async function refusal(run: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('defineHandler params', () => {
  it('passes a declared id parsed (trimmed), and no parameter it did not declare', async () => {
    const handle = vi.fn(async ({ params }: { params: { readonly id: string } }) => ok(params));
    const route = defineHandler({ params: { id: contentProductsWords.notFound }, handle });
    const result = await route(event({ id: ' product-1 ', other: 'x' }), null, log);
    expect(result.body).toEqual({ id: 'product-1' });
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['missing', undefined],
    ['with a space', { id: 'bad id' }],
    ['with a slash', { id: 'a/b' }],
    ['too long', { id: 'x'.repeat(65) }],
    ['blank', { id: '   ' }],
  ])('answers the declared 404 for an id %s, and handle never runs', async (_, pathParameters) => {
    const handle = vi.fn(async () => ok({}));
    const route = defineHandler({ params: { id: contentProductsWords.notFound }, handle });
    const error = await refusal(route(event(pathParameters), null, log));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: contentProductsWords.notFound });
    expect(handle).not.toHaveBeenCalled();
  });

  it('keeps a custom schema’s rule: a post slug, not an id', async () => {
    const handle = vi.fn(async ({ params }: { params: { readonly slug: string } }) => ok(params));
    const route = defineHandler({
      params: { slug: { schema: postSlugSchema, notFound: contentBlogWords.notFound } },
      handle,
    });
    // Longer than an id may be, still a slug.
    const long = 'a'.repeat(100);
    expect((await route(event({ slug: long }), null, log)).body).toEqual({ slug: long });
    // A valid id, not a slug.
    const error = await refusal(route(event({ slug: 'Not_A_Slug' }), null, log));
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: contentBlogWords.notFound });
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('checks the body before the params, as the handlers did', async () => {
    const handle = vi.fn(async () => ok({}));
    const route = defineHandler({ params: { id: commonWords.notFound }, handle });
    const error = await refusal(route(event({ id: 'bad id' }, '{"unexpected":true}'), null, log));
    expect(error).toMatchObject({ status: 400, code: 'unexpected_body' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('gives handle only the declared names (tsc)', () => {
    defineHandler({
      params: { id: commonWords.notFound },
      handle: async ({ params }) => {
        // @ts-expect-error: not declared
        return ok([params.id, params.slug]);
      },
    });
    defineHandler({
      // @ts-expect-error: a route without params declares none, so it reads none
      handle: async ({ params }) => ok(params.id),
    });
  });
});
