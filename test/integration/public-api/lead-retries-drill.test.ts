import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { countIndex } from '../../../functions/src/data/repositories';
import { leadExports } from '../../../functions/src/data/repositories/lead-exports';
import { waitUntil } from '../../../infra/local/processes';
import { inbox } from '../jobs/mailbox';
import { newKey, post, quoteBody, viewer } from './support';

/**
 * Drill (issue 13, "nothing lost, nothing doubled"): 100 visitors submit at once, and each one's browser
 * sends its request three times with the same Idempotency-Key (the web client's retries after lost
 * answers): 300 concurrent POSTs over 100 keys. Every visitor sees success, with one lead id per key;
 * the table gains exactly 100 leads; the CRM receives exactly 100 e-mails, one per lead.
 */

const { urls } = inject('stack');
const VISITORS = 100;
const TRIES = 3;

describe('300 concurrent lead POSTs over 100 Idempotency-Keys', () => {
  it('store 100 leads and send 100 CRM e-mails: none lost, none doubled', { timeout: 300_000 }, async () => {
    const run = randomUUID().slice(0, 8);
    const visitors = Array.from({ length: VISITORS }, (_, i) => ({
      key: newKey(),
      // The same visitor retries from the same address, within its per-client limit.
      headers: viewer(),
      body: quoteBody({ client_name: `Drill ${run} ${i}`, client_email: `drill-${run}-${i}@example.com` }),
    }));
    const leadsBefore = await countIndex('GSI2', 'LEAD');
    const started = performance.now();

    const answers = await Promise.all(
      visitors.flatMap((visitor) =>
        Array.from({ length: TRIES }, () =>
          post<{ id: string }>('/api/leads', visitor.body, {
            ...visitor.headers,
            'idempotency-key': visitor.key,
          }).then((answer) => ({ visitor, answer })),
        ),
      ),
    );
    const answeredMs = Math.round(performance.now() - started);

    for (const { answer } of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const idsByKey = new Map<string, Set<string>>();
    for (const { visitor, answer } of answers) {
      const ids = idsByKey.get(visitor.key) ?? new Set();
      ids.add(answer.body.id);
      idsByKey.set(visitor.key, ids);
    }
    for (const ids of idsByKey.values()) expect(ids.size, 'one lead id per key').toBe(1);
    const leadIds = [...idsByKey.values()].map((ids) => [...ids][0]!);
    expect(new Set(leadIds).size).toBe(VISITORS);
    const stored = (await countIndex('GSI2', 'LEAD')) - leadsBefore;
    expect(stored).toBe(VISITORS);

    // Once every lead is marked exported nothing can send it again: then the inbox is final.
    await waitUntil(
      'every drill lead exported',
      async () => (await Promise.all(leadIds.map((id) => leadExports.status(id)))).every((s) => s.exportedAt),
      { timeoutMs: 240_000, intervalMs: 500 },
    );
    const exportedMs = Math.round(performance.now() - started);
    const mails = (await inbox(urls.inbox)).filter((m) => m.subject.includes(`Drill ${run} `));
    const perVisitor = new Map<string, number>();
    for (const mail of mails) perVisitor.set(mail.subject, (perVisitor.get(mail.subject) ?? 0) + 1);
    const duplicates = [...perVisitor.values()].filter((n) => n > 1).length;

    console.log(
      `lead retries drill: ${answers.length} POSTs over ${VISITORS} keys → ${answers.filter((a) => a.answer.status === 201).length} answered 201, ` +
        `${stored} leads stored, ${mails.length} CRM e-mails, ${duplicates} duplicates; answered in ${answeredMs} ms, all exported in ${exportedMs} ms`,
    );
    expect(mails).toHaveLength(VISITORS);
    expect(perVisitor.size).toBe(VISITORS);
    expect(duplicates).toBe(0);
  });
});
