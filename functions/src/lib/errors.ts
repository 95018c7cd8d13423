import { commonWords } from '@maplestone/shared/i18n/en/common';

/** Domain errors: thrown by services, mapped to HTTP in one place (lib/http.ts); default texts from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { issues?: unknown[]; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(message: string, issues: ValidationIssue[] = []) {
    super(400, 'validation_failed', message, { issues });
  }
}

export class BadRequestError extends AppError {
  constructor(code: string, message: string) {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = commonWords.notSignedIn) {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = commonWords.accessDenied) {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  /** `code`: what a page may tell apart by (a rate alert unsubscribed from one never made); 'not_found' else. */
  constructor(message: string = commonWords.notFound, code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  /** `issues`: the field the conflict is about, where a form has several that could be (a post's two slugs). */
  constructor(message: string, issues?: ValidationIssue[]) {
    super(409, 'conflict', message, issues ? { issues } : undefined);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string = commonWords.payloadTooLarge) {
    super(413, 'payload_too_large', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', commonWords.rateLimited, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

/** The body of a 429 the edge sends itself (the WAF, the local gateway): the API's own rate-limited answer. */
export function rateLimitedBody(): { error: { code: string; message: string } } {
  const limited = new RateLimitedError(60);
  return { error: { code: limited.code, message: limited.message } };
}
