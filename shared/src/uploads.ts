import type { DocumentType } from './domain';
import { dashboardMessages } from './i18n/en/staff/agent-dashboard/index';

/** The agent's own profile images, one kind for each image field of the agent record. */
export const AGENT_IMAGE_KINDS = ['headshot', 'banner', 'background', 'logo', 'badge1', 'badge2'] as const;
export const IMAGE_UPLOAD_KINDS = [
  ...AGENT_IMAGE_KINDS,
  'post-image',
  'product-image',
  'service-image',
  'lender-logo',
] as const;
export const UPLOAD_KINDS = [...IMAGE_UPLOAD_KINDS, 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/** Raster images only: SVG can carry script and is served from our own origin, so it is refused. */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_CONTENT_TYPES,
] as const;

export interface UploadRule {
  contentTypes: readonly string[];
  maxBytes: number;
  /** The `accept` attribute for the file input. */
  accept: string;
  /** The accepted types as a person reads them, for hints and refusals. */
  typesLabel: string;
}

const imageRule: UploadRule = {
  contentTypes: IMAGE_CONTENT_TYPES,
  maxBytes: 5 * MB,
  accept: IMAGE_CONTENT_TYPES.join(','),
  typesLabel: 'JPG, PNG, WebP, GIF or AVIF',
};

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  ...(Object.fromEntries(IMAGE_UPLOAD_KINDS.map((kind) => [kind, imageRule])) as Record<
    (typeof IMAGE_UPLOAD_KINDS)[number],
    UploadRule
  >),
  document: {
    contentTypes: DOCUMENT_CONTENT_TYPES,
    maxBytes: 20 * MB,
    accept: `.pdf,.doc,.docx,${IMAGE_CONTENT_TYPES.join(',')}`,
    typesLabel: 'PDF, DOC, DOCX or images',
  },
};

/** Whether the kind takes images only (a preview can be shown). */
export function isImageKind(kind: UploadKind): boolean {
  return (IMAGE_UPLOAD_KINDS as readonly string[]).includes(kind);
}

/** Normalises 'Image/PNG; charset=x' to 'image/png'. */
export function baseContentType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isAllowedContentType(kind: UploadKind, contentType: string): boolean {
  return UPLOAD_RULES[kind].contentTypes.includes(baseContentType(contentType));
}

/** Why an upload is refused ('type' or 'size'), or null when allowed. */
export function uploadProblem(kind: UploadKind, contentType: string, size: number): 'type' | 'size' | null {
  if (!isAllowedContentType(kind, contentType)) return 'type';
  if (!Number.isInteger(size) || size <= 0 || size > UPLOAD_RULES[kind].maxBytes) return 'size';
  return null;
}

const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * A file's content type: what the browser reports, or else what its extension implies (some systems
 * report '' for .doc and .docx when no word processor is installed).
 */
export function fileContentType(file: { name: string; type: string }): string {
  if (file.type) return baseContentType(file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

/**
 * A size as people read it: '840 B', '312 KB', '1.2 MB' (one decimal, none when whole). `up` rounds
 * up, so a refused file never reads as within its limit ('5.1 MB', not '5 MB', for 5 MB and a byte).
 */
export function formatFileSize(bytes: number, rounding: 'nearest' | 'up' = 'nearest'): string {
  const round = rounding === 'up' ? Math.ceil : Math.round;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.min(round(bytes / 1024), 1023)} KB`;
  const mb = round((bytes / MB) * 10) / 10;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * Why a file is refused for a kind, in the catalogue's words, or null when it may be uploaded. The
 * browser says it before uploading; the API answers the same for a request that skipped the browser.
 */
export function uploadRefusal(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): { problem: 'type' | 'size'; message: string } | null {
  const rule = UPLOAD_RULES[kind];
  const problem = uploadProblem(kind, fileContentType(file), file.size);
  if (problem === 'type') {
    return { problem, message: dashboardMessages.fileTypeNotAllowed(file.name, rule.typesLabel) };
  }
  if (problem === 'size' && !(file.size > 0)) {
    return { problem, message: dashboardMessages.fileEmpty(file.name) };
  }
  if (problem === 'size') {
    return {
      problem,
      message: dashboardMessages.fileTooLarge(formatFileSize(file.size, 'up'), formatFileSize(rule.maxBytes)),
    };
  }
  return null;
}

/** Document type: 'certificate' when the mime type contains pdf, otherwise 'other' (spec). */
export function documentTypeFor(mimeType: string): DocumentType {
  return mimeType.toLowerCase().includes('pdf') ? 'certificate' : 'other';
}

export const MAX_FILE_NAME_LENGTH = 100;

/**
 * A file name safe for a storage key: no path, accents folded, only letters, digits, '.', '_' and
 * '-', no leading dots, at most 100 characters with the extension kept; 'file' if nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-+\./g, '.')
    .replace(/^[.-]+|[.-]+$/g, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - ext.length).replace(/[.-]+$/, '') + ext;
}

/** The storage key of an upload: {agentId}/{timestamp}-{filename} (spec). */
export function uploadKey(ownerId: string, fileName: string, timestamp: number): string {
  return `${ownerId}/${timestamp}-${safeFileName(fileName)}`;
}
