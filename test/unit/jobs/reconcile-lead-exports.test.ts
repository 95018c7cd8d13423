import type { Lead } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../functions/src/lib/mail';
import { METRIC_NAMESPACE, metricLine } from '../../../functions/src/lib/metrics';
import { type ClaimResult, EXPORT_CONCURRENCY } from '../../../functions/src/services/lead-export/export';
import {
  MAIL_DOWN_AFTER_FAILURES,
  type ReconcileDeps,
  reconcileLeadExports,
} from '../../../functions/src/services/lead-export/reconcile';
import { nextIntervalRunAt, nextRunOf } from '../../../infra/local/scheduler';
import { leadRecord } from '../web/support/fixtures';
import { recordingLogger } from './support';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** An unassigned contact-form lead. */
const lead = (id: string, createdAt: string): Lead =>
  leadRecord({
    id,
    agent_id: null,
    client_name: `Client ${id}`,
    client_email: `${id}@example.com`,
    type: 'contact',
    source: 'contact_form',
    created_at: createdAt,
    updated_at: null,
  });

/**
 * The unexported queue and the lead items in memory, with the repository's rules: a claim fails on an
 * exported lead or a live lease; the mark takes the lead off the queue.
 */
function queueDeps(
  leads: Lead[],
  options: { failSendFor?: Set<string>; leasedByOther?: Set<string>; exported?: Set<string> } = {},
) {
  const queued = new Map(leads.filter((l) => !options.exported?.has(l.id)).map((l) => [l.id, l]));
  const sent: MailMessage[] = [];
  const queries: { createdBefore: string; limit: number }[] = [];
  const released: string[] = [];
  const deps: ReconcileDeps = {
    unexported: async (createdBefore, limit) => {
      queries.push({ createdBefore, limit });
      return [...queued.values()]
        .filter((l) => l.created_at < createdBefore)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .slice(0, limit)
        .map((l) => ({ id: l.id, createdAt: l.created_at }));
    },
    oldestUnexportedAt: async () => [...queued.values()].map((l) => l.created_at).sort()[0] ?? null,
    claim: async (id): Promise<ClaimResult> => {
      if (!queued.has(id)) return { state: leads.some((l) => l.id === id) ? 'exported' : 'missing' };
      if (options.leasedByOther?.has(id)) return { state: 'busy' };
      return { state: 'claimed', lead: { ...queued.get(id)! } };
    },
    release: async (id) => {
      released.push(id);
    },
    markExported: async (id) => {
      queued.delete(id);
    },
    agent: async () => undefined,
    send: async (message) => {
      if ([...(options.failSendFor ?? [])].some((id) => message.subject.includes(`Client ${id}`)))
        throw new Error('connect ECONNREFUSED');
      sent.push(message);
    },
    crmEmail: 'crm@example.com',
    now: () => NOW,
    log: recordingLogger(),
  };
  return { deps, sent, queries, released, queued };
}

describe('reconcileLeadExports', () => {
  it('sends every lead older than the grace period, oldest first, and leaves the young ones to the stream', async () => {
    const { deps, sent, queries, queued } = queueDeps([
      lead('young', minutesAgo(1)),
      lead('old-2', minutesAgo(30)),
      lead('old-1', minutesAgo(90)),
    ]);
    const summary = await reconcileLeadExports(deps, { graceMs: 120_000, maxLeads: 50 });

    expect(queries).toEqual([{ createdBefore: minutesAgo(2), limit: 50 }]);
    expect(sent.map((m) => m.messageId)).toEqual([
      '<lead-old-1@maplestone.example>',
      '<lead-old-2@maplestone.example>',
    ]);
    expect([...queued.keys()]).toEqual(['young']);
    // The young lead (1 minute) is now the oldest unexported one.
    expect(summary).toEqual({
      due: 2,
      sent: 2,
      skipped: 0,
      busy: 0,
      failed: 0,
      oldestUnexportedAgeSeconds: 60,
    });
  });

  it('reports an age of 0 when no lead is left unexported', async () => {
    const { deps } = queueDeps([lead('a', minutesAgo(10))]);
    const summary = await reconcileLeadExports(deps, { graceMs: 0, maxLeads: 50 });
    expect(summary.sent).toBe(1);
    expect(summary.oldestUnexportedAgeSeconds).toBe(0);
  });

  it('leaves a lead another delivery is sending right now to it, and sends the others', async () => {
    const { deps, sent } = queueDeps([lead('a', minutesAgo(10)), lead('b', minutesAgo(9))], {
      leasedByOther: new Set(['a']),
    });
    const summary = await reconcileLeadExports(deps, { graceMs: 0, maxLeads: 50 });
    expect(sent.map((m) => m.messageId)).toEqual(['<lead-b@maplestone.example>']);
    expect(summary).toMatchObject({ sent: 1, busy: 1, failed: 0, oldestUnexportedAgeSeconds: 600 });
  });

  it('stops taking leads when sends keep failing (mail down), gives each lease back, and reports the oldest waiting', async () => {
    const leads = Array.from({ length: 40 }, (_, i) =>
      lead(`l${String(i).padStart(2, '0')}`, minutesAgo(60 - i)),
    );
    const { deps, sent, released } = queueDeps(leads, { failSendFor: new Set(leads.map((l) => l.id)) });
    const summary = await reconcileLeadExports(deps, { graceMs: 0, maxLeads: 50 });
    expect(sent).toEqual([]);
    // Workers already sending finish their attempt; none takes another lead after 8 failures in a row.
    expect(summary.failed).toBeGreaterThanOrEqual(MAIL_DOWN_AFTER_FAILURES);
    expect(summary.failed).toBeLessThan(MAIL_DOWN_AFTER_FAILURES + EXPORT_CONCURRENCY);
    expect(released).toHaveLength(summary.failed);
    expect(summary.oldestUnexportedAgeSeconds).toBe(3600);
  });

  it('sends the other leads when one cannot be sent, and keeps that one queued for the next run', async () => {
    const leads = Array.from({ length: 12 }, (_, i) =>
      lead(`p${String(i).padStart(2, '0')}`, minutesAgo(60 - i)),
    );
    const { deps, sent, queued } = queueDeps(leads, { failSendFor: new Set(['p00']) });
    const summary = await reconcileLeadExports(deps, { graceMs: 0, maxLeads: 50 });
    expect(sent).toHaveLength(11);
    expect([...queued.keys()]).toEqual(['p00']);
    expect(summary).toMatchObject({ due: 12, sent: 11, failed: 1, oldestUnexportedAgeSeconds: 3600 });
  });

  it('takes at most maxLeads per run', async () => {
    const leads = Array.from({ length: 5 }, (_, i) => lead(`m${i}`, minutesAgo(10 - i)));
    const { deps, sent } = queueDeps(leads);
    const summary = await reconcileLeadExports(deps, { graceMs: 0, maxLeads: 3 });
    expect(sent).toHaveLength(3);
    expect(summary).toMatchObject({ due: 3, sent: 3, oldestUnexportedAgeSeconds: 420 });
  });
});

describe('metricLine (CloudWatch Embedded Metric Format)', () => {
  it('declares one metric with its Stage dimension in the Maplestone namespace, values at the root', () => {
    const line = JSON.parse(
      metricLine('OldestUnexportedLeadAgeSeconds', 42, 'Seconds', { Stage: 'prod' }, NOW),
    );
    expect(METRIC_NAMESPACE).toBe('Maplestone');
    expect(line).toEqual({
      _aws: {
        Timestamp: NOW.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: 'Maplestone',
            Dimensions: [['Stage']],
            Metrics: [{ Name: 'OldestUnexportedLeadAgeSeconds', Unit: 'Seconds' }],
          },
        ],
      },
      Stage: 'prod',
      OldestUnexportedLeadAgeSeconds: 42,
    });
  });
});

describe('the local scheduler every 5 minutes', () => {
  it.each([
    ['2026-11-22T14:21:23.000Z', '2026-11-22T14:25:00.000Z'],
    ['2026-11-22T14:25:00.000Z', '2026-11-22T14:30:00.000Z'],
    ['2026-11-22T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
  ])('from %s runs next at %s', (now, expected) => {
    expect(nextIntervalRunAt(new Date(now), 5).toISOString()).toBe(expected);
  });

  it('runs a repeating job on its interval and a daily job at its wall-clock time', () => {
    const now = new Date('2026-11-22T14:21:23.000Z');
    const run = async () => undefined;
    expect(nextRunOf({ name: 'reconcile', everyMinutes: 5, run }, now).toISOString()).toBe(
      '2026-11-22T14:25:00.000Z',
    );
    expect(
      nextRunOf({ name: 'scrape', hour: 2, minute: 0, timeZone: 'America/Toronto', run }, now).toISOString(),
    ).toBe('2026-11-23T07:00:00.000Z');
  });
});
