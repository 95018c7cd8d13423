import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@maplestone/shared/schemas/audit';
import { audit } from '../data/repositories/audit';
import { type RouteDefinition, routeKey } from '../routes';
import { auditEntityType, loadAuditEntity } from '../services/back-office/audit-entities';
import {
  fitEntity,
  redactEntity,
  redactIdentifier,
  summariseRequest,
} from '../services/back-office/audit-redaction';
import type { Caller } from './auth';
import type { HttpEvent, HttpResult } from './http';
import { errorFields, type Logger } from './logger';

/** The request's body as JSON, or undefined (the handler has already refused a bad one when this runs). */
function bodyOf(event: HttpEvent): unknown {
  if (!event.body) return undefined;
  try {
    return JSON.parse(
      event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body,
    );
  } catch {
    return undefined;
  }
}

const idOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { id?: unknown }).id === 'string'
    ? (body as { id: string }).id
    : null;

async function appendWithOneRetry(entry: AuditEntry, log: Logger): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await audit.append(entry);
      return;
    } catch (error) {
      if (attempt === 2) {
        // The change is made and cannot be undone here: the entry goes to the logs whole (it holds no
        // personal data), so it can be put back from them (ADR 069).
        log.error('audit entry not written', { ...errorFields(error), auditEntry: entry });
      }
    }
  }
}

/**
 * Runs an audited route's handler (routes.isAudited) and records its change: the entity read before the
 * handler and again after it, both redacted, with who, when and the status. Only a successful (2xx)
 * answer is recorded; the entry is written before the answer goes out.
 */
export async function runAudited(
  route: RouteDefinition,
  event: HttpEvent,
  caller: Caller | null,
  log: Logger,
  handle: () => Promise<HttpResult>,
): Promise<HttpResult> {
  // A route filed under another entity type (auditAs: an export of leads) is about that type's list: no id.
  const type = route.auditAs ?? auditEntityType(route.path);
  const params = (event.pathParameters ?? {}) as Record<string, string>;
  const pathId = route.auditAs ? null : (params.id ?? null);
  const before = await loadAuditEntity(type, pathId);
  const result = await handle();
  if (result.status < 200 || result.status >= 300) return result;

  const entityId = route.auditAs ? null : (pathId ?? idOf(result.body));
  // Strongly consistent: an eventually consistent read may not see the change just made yet.
  const after = await loadAuditEntity(type, entityId, { consistent: true });
  const values = fitEntity(redactEntity(type, before, after));
  const at = new Date().toISOString();
  const entry: AuditEntry = {
    id: randomUUID(),
    at,
    actor: {
      id: caller?.sub ?? 'unknown',
      email: caller?.email ?? null,
      name: caller?.profile?.full_name ?? null,
    },
    route: routeKey(route),
    action: route.handler,
    entity: { type, id: entityId === null ? null : redactIdentifier(entityId) },
    request: {
      params: Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, redactIdentifier(value)]),
      ),
      summary: summariseRequest(route.method === 'GET' ? event.queryStringParameters : bodyOf(event)),
    },
    before: values.before,
    after: values.after,
    status: result.status,
  };
  await appendWithOneRetry(entry, log);
  return result;
}
