import * as z from 'zod';
import { ANALYTICS_EVENT_TYPES, DOCUMENT_TYPES, LIMITS } from '../domain';
import { dashboardMessages } from '../i18n/en/staff/agent-dashboard/index';
import { commonMessage } from '../i18n/schema-words';
import { formatFileSize, UPLOAD_KINDS, UPLOAD_RULES, uploadRefusal } from '../uploads';
import { freeText, idSchema, imageRefSchema, requiredText, timestampSchema } from './common';

// ---------------------------------------------------------------------------------------------
// Agent documents and uploads

export const documentSchema = z.object({
  id: idSchema,
  agent_id: idSchema,
  name: z.string().max(255),
  file_url: z.string().max(2048),
  file_size: z.number().int().min(0),
  mime_type: z.string().max(255),
  type: z.enum(DOCUMENT_TYPES),
  uploaded_at: timestampSchema,
});
export type AgentDocument = z.infer<typeof documentSchema>;

/** A document as its owner lists it: file_url is a short-lived presigned link, good until link_expires_at. */
export const listedDocumentSchema = documentSchema.extend({ link_expires_at: timestampSchema });
export type ListedDocument = z.infer<typeof listedDocumentSchema>;

/** Recording an uploaded document; the server derives `type` with documentTypeFor(mime_type). */
export const documentCreateRequestSchema = z.strictObject({
  name: requiredText(255),
  file_url: imageRefSchema,
  file_size: z
    .number()
    .int()
    .min(1)
    .max(UPLOAD_RULES.document.maxBytes, {
      error: (issue) =>
        dashboardMessages.fileTooLarge(
          formatFileSize(Number(issue.input), 'up'),
          formatFileSize(UPLOAD_RULES.document.maxBytes),
        ),
    }),
  mime_type: freeText(255),
});
export type DocumentCreateRequest = z.infer<typeof documentCreateRequestSchema>;

/** A request for a presigned upload: the kind decides the allowed content types and size. */
export const uploadRequestSchema = z
  .strictObject({
    kind: z.enum(UPLOAD_KINDS),
    filename: requiredText(255),
    content_type: freeText(255).min(1),
    size: z
      .number()
      .int(commonMessage((c) => c.wholeNumber))
      .min(1),
  })
  .superRefine((body, ctx) => {
    const refusal = uploadRefusal(body.kind, {
      name: body.filename,
      type: body.content_type,
      size: body.size,
    });
    if (refusal) {
      const path = refusal.problem === 'type' ? 'content_type' : 'size';
      ctx.addIssue({ code: 'custom', path: [path], message: refusal.message });
    }
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadResponseSchema = z.object({
  url: z.string().max(2048),
  fields: z.record(z.string(), z.string()),
  key: z.string().max(1024),
  /** Where the file can be read once uploaded; null for private files (documents). */
  publicUrl: z.string().max(2048).nullable(),
  /** When the presigned POST stops being accepted. */
  expiresAt: z.string().max(64),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Analytics

export const pageViewEventSchema = z.strictObject({
  event_type: z.literal('page_view'),
  agent_id: idSchema,
  path: freeText(300).optional(),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

export const analyticsEventSchema = z.object({
  agent_id: idSchema,
  event_type: z.enum(ANALYTICS_EVENT_TYPES),
  created_at: timestampSchema,
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

// ---------------------------------------------------------------------------------------------
// Mortgage news

export const newsItemSchema = z.object({
  id: z.string().max(2048),
  title: z.string().max(500),
  published: z.string().max(64),
  author: z.string().max(200).nullish(),
  summary: z.string().max(10_000),
  link: z.string().max(2048),
  categories: z.array(z.string().max(200)).max(50),
  readTime: z.number().int().min(0),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** Query string of the news call (strings coerced): count 1–50 (default 10), page ≥ 1, search. */
export const newsQuerySchema = z.strictObject({
  count: z.coerce.number().int().min(1).max(50).default(LIMITS.newsPageSize),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  search: freeText(100).optional(),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

export const newsPageSchema = z.object({ items: z.array(newsItemSchema), hasMore: z.boolean() });
export type NewsPage = z.infer<typeof newsPageSchema>;

// ---------------------------------------------------------------------------------------------
// API envelope

export const API_ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  /** A rate alert's "keep watching" link after it was unsubscribed (a 404 the page tells apart). */
  'rate_alert_unsubscribed',
  'conflict',
  'rate_limited',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error body: {"error": {"code", "message" (catalogue text), "issues"?}}. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().max(64),
    message: z.string().max(1000),
    issues: z.array(z.object({ path: z.string().max(500), message: z.string().max(1000) })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
