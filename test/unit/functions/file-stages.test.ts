import { describe, expect, it, vi } from 'vitest';

// The modules read the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { furthestStage } = await import('../../../functions/src/data/repositories/borrower-files');

const change = (stage: string) => ({
  stage,
  from: null,
  at: '2026-11-20T17:00:00.000Z',
  actor: 'broker',
  actor_id: null,
  reason: null,
});
const file = (reached: string | undefined, history: string[] = []) =>
  ({ reached_stage: reached, stage_history: history.map(change) }) as never;

describe("the furthest stage a file reached (ADR 119: what the lead's funnel counts)", () => {
  it('moves forward with the file, and stays where it went when the file moves back or is lost', () => {
    expect(furthestStage(file('lead'), 'application_started')).toBe('application_started');
    expect(furthestStage(file('application_started'), 'approved')).toBe('approved');
    expect(furthestStage(file('approved'), 'documents_complete')).toBe('approved');
    expect(furthestStage(file('approved'), 'lost')).toBe('approved');
    expect(furthestStage(file('lead'), 'lost')).toBe('lead');
  });

  it("reads a file's history when it has no furthest stage of its own (a file from before)", () => {
    const history = ['lead', 'application_started', 'application_submitted', 'lost', 'application_started'];
    expect(furthestStage(file(undefined, history), 'lead')).toBe('application_submitted');
    expect(furthestStage(file(undefined, history), 'funded')).toBe('funded');
  });
});
