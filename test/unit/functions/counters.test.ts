import { describe, expect, it, vi } from 'vitest';

// The modules read the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { leadCounting } = await import('../../../functions/src/services/counters');
const { rollupChange, rollupStateOf, representedOf, encodeRollup, isRolled, isHeldCount } = await import(
  '../../../functions/src/services/lead-rollups'
);
const { pageViewDeltas, counterUpdates } = await import('../../../functions/src/data/repositories/stats');

const NOON = '2026-11-20T17:00:00.000Z'; // Friday Nov 20 in Toronto, 12:00
const LATE = '2026-11-21T03:30:00.000Z'; // still Nov 20 in Toronto (22:30)

const lead = (fields: Record<string, unknown> = {}) => ({
  id: 'lead-1',
  created_at: NOON,
  agent_id: 'agent-sarah',
  status: 'new',
  type: 'application',
  source: 'website',
  first_contacted_at: null,
  _uncounted: true,
  ...fields,
});

/** The changes as [item, counts] pairs, for reading. */
const changes = (deltas: { key: { PK: string; SK: string }; counts: Record<string, number> }[]) =>
  Object.fromEntries(deltas.map((delta) => [`${delta.key.PK} ${delta.key.SK}`, delta.counts]));

describe('rollups: what a lead adds to the counters (ADR 092)', () => {
  it("a new lead adds its arrival, facets and waiting to the day, the total and its agent's items", () => {
    const fields = lead();
    expect(changes(rollupChange(representedOf(fields), rollupStateOf(fields)))).toEqual({
      // The day's series figures, apart from its rollup (ADR 108): the chart reads every day's.
      'STATS DAY#2026-11-20': { leads: 1, leads_application: 1 },
      'STATS HELD#DAY#2026-11-20': { 'n|new|application|website': 1, waiting: 1 },
      'STATS TOTAL': { leads: 1, leads_application: 1, 'n|new|application|website': 1, waiting: 1 },
      'AGENT#agent-sarah STATS#DAY#2026-11-20': { leads: 1, 'n|new|application|website': 1, waiting: 1 },
      // The agent's ranking item: captured and held; the rollup of what it holds is its held item.
      'AGENT#agent-sarah STATS': { leads: 1, held: 1 },
      'AGENT#agent-sarah STATS#HELD': { 'n|new|application|website': 1, waiting: 1 },
      // Every agent's ranking figures of the day in one item: what a period's analytics by agent order by.
      'STATS AGENTS#DAY#2026-11-20': { 'agent-sarah|leads': 1, 'agent-sarah|held': 1 },
      // Waiting leads by their UTC hour of arrival: the landing counts the ones not overdue yet from these.
      'STATS WAITING#HOUR#2026-11-20T17': { waiting: 1, 'agent-sarah|waiting': 1 },
      // The held and agents' figures of its week (Monday the 16th, ADR 111): a period's whole weeks are read there.
      'STATS HELD#WEEK#2026-11-16': { 'n|new|application|website': 1, waiting: 1 },
      'STATS AGENTS#WEEK#2026-11-16': { 'agent-sarah|leads': 1, 'agent-sarah|held': 1 },
    });
  });

  it('a first contact takes the lead off its waiting hour; a state counted before the hour items gets it once', () => {
    const counted = lead({ _uncounted: undefined, _rolled: encodeRollup(rollupStateOf(lead())) });
    const contacted = { ...counted, status: 'contacted', first_contacted_at: '2026-11-20T17:45:00.000Z' };
    expect(changes(rollupChange(representedOf(contacted), rollupStateOf(contacted)))).toMatchObject({
      'STATS WAITING#HOUR#2026-11-20T17': { waiting: -1, 'agent-sarah|waiting': -1 },
    });
    // Version 1 (no hour): the same lead still waiting gains its hour.
    const [, ...fields] = JSON.parse(encodeRollup(rollupStateOf(lead())));
    const versionOne = lead({ _uncounted: undefined, _rolled: JSON.stringify([1, ...fields.slice(0, -1)]) });
    expect(isRolled(versionOne)).toBe(false);
    expect(changes(rollupChange(representedOf(versionOne), rollupStateOf(versionOne)))).toMatchObject({
      'STATS WAITING#HOUR#2026-11-20T17': { waiting: 1, 'agent-sarah|waiting': 1 },
    });
  });

  it("names a held lead's counts apart from arrivals, ranking figures and page views (what the backfill prunes)", () => {
    const contacted = lead({ status: 'qualified', first_contacted_at: '2026-11-20T17:45:00.000Z' });
    const waiting = lead();
    for (const fields of [contacted, waiting]) {
      const held = changes(rollupChange(representedOf(fields), rollupStateOf(fields)))[
        'AGENT#agent-sarah STATS#HELD'
      ]!;
      expect(Object.keys(held).every(isHeldCount)).toBe(true);
    }
    for (const name of ['leads', 'leads_application', 'held', 'page_views'])
      expect(isHeldCount(name)).toBe(false);
  });

  it('a state counted before the held items (version 2) moves its rollup onto them, and nothing else', () => {
    const [, ...fields] = JSON.parse(encodeRollup(rollupStateOf(lead())));
    const versionTwo = lead({ _uncounted: undefined, _rolled: JSON.stringify([2, ...fields]) });
    expect(isRolled(versionTwo)).toBe(false);
    expect(changes(rollupChange(representedOf(versionTwo), rollupStateOf(versionTwo)))).toEqual({
      'STATS DAY#2026-11-20': { 'n|new|application|website': -1, waiting: -1 },
      'STATS HELD#DAY#2026-11-20': { 'n|new|application|website': 1, waiting: 1 },
      'AGENT#agent-sarah STATS': { 'n|new|application|website': -1, waiting: -1, held: 1 },
      'AGENT#agent-sarah STATS#HELD': { 'n|new|application|website': 1, waiting: 1 },
      'STATS AGENTS#DAY#2026-11-20': { 'agent-sarah|waiting': -1 },
      'STATS HELD#WEEK#2026-11-16': { 'n|new|application|website': 1, waiting: 1 },
      'STATS AGENTS#WEEK#2026-11-16': { 'agent-sarah|leads': 1, 'agent-sarah|held': 1 },
    });
  });

  it('a state counted before the week items (version 3) adds itself to its week, and nothing else', () => {
    const contacted = lead({ status: 'contacted', first_contacted_at: '2026-11-20T17:45:00.000Z' });
    const [, ...fields] = JSON.parse(encodeRollup(rollupStateOf(contacted)));
    const versionThree = { ...contacted, _uncounted: undefined, _rolled: JSON.stringify([3, ...fields]) };
    expect(isRolled(versionThree)).toBe(false);
    expect(changes(rollupChange(representedOf(versionThree), rollupStateOf(versionThree)))).toEqual({
      'STATS HELD#WEEK#2026-11-16': {
        'n|contacted|application|website': 1,
        'reached|contacted|website': 1,
        'fc|45': 1,
      },
      'STATS AGENTS#WEEK#2026-11-16': { 'agent-sarah|leads': 1, 'agent-sarah|held': 1 },
    });
  });

  it('a first contact 45 business minutes later moves the lead between facets, into the funnel and the histogram', () => {
    const counted = lead({ _uncounted: undefined, _rolled: encodeRollup(rollupStateOf(lead())) });
    const contacted = {
      ...counted,
      status: 'contacted',
      first_contacted_at: '2026-11-20T17:45:00.000Z',
    };
    const moved = changes(rollupChange(representedOf(contacted), rollupStateOf(contacted)));
    expect(moved['STATS TOTAL']).toEqual({
      'n|new|application|website': -1,
      'n|contacted|application|website': 1,
      'reached|contacted|website': 1,
      'fc|45': 1,
      waiting: -1,
    });
    expect(moved['AGENT#agent-sarah STATS#HELD']).toEqual(moved['AGENT#agent-sarah STATS#DAY#2026-11-20']);
    // Arrivals do not move, nor does who holds it: the day's series and the agent's ranking stay.
    expect(moved).not.toHaveProperty(['STATS DAY#2026-11-20']);
    expect(moved).not.toHaveProperty(['AGENT#agent-sarah STATS']);
  });

  it('a reassigned lead moves its held counts to the new agent; its capture stays with the first', () => {
    const counted = lead({ _uncounted: undefined, _rolled: encodeRollup(rollupStateOf(lead())) });
    const moved = { ...counted, agent_id: 'agent-marc' };
    const state = rollupStateOf(moved);
    expect(state.captured).toBe('agent-sarah');
    const result = changes(rollupChange(representedOf(moved), state));
    expect(result['AGENT#agent-sarah STATS#HELD']).toEqual({ 'n|new|application|website': -1, waiting: -1 });
    expect(result['AGENT#agent-marc STATS#HELD']).toEqual({ 'n|new|application|website': 1, waiting: 1 });
    expect(result['AGENT#agent-sarah STATS']).toEqual({ held: -1 });
    expect(result['AGENT#agent-marc STATS']).toEqual({ held: 1 });
    expect(result).not.toHaveProperty('STATS TOTAL');
  });

  it('an unassigned lead counts in the unassigned item; a deleted one comes off everything it added', () => {
    const unassigned = lead({ agent_id: null });
    const added = changes(rollupChange(representedOf(unassigned), rollupStateOf(unassigned)));
    expect(added['STATS UNASSIGNED']).toEqual({ 'n|new|application|website': 1, waiting: 1 });
    const counted = {
      ...unassigned,
      _uncounted: undefined,
      _rolled: encodeRollup(rollupStateOf(unassigned)),
    };
    const removed = changes(rollupChange(representedOf(counted), null));
    expect(removed['STATS UNASSIGNED']).toEqual({ 'n|new|application|website': -1, waiting: -1 });
    expect(removed['STATS DAY#2026-11-20']).toMatchObject({ leads: -1, leads_application: -1 });
  });

  it('a lead counted by arrival before the rollups gets only what it lacks (the backfill of ADR 092)', () => {
    const older = lead({ _uncounted: undefined });
    expect(representedOf(older)).toEqual({
      kind: 'arrival',
      day: '2026-11-20',
      agent: 'agent-sarah',
      type: 'application',
    });
    expect(changes(rollupChange(representedOf(older), rollupStateOf(older)))['STATS TOTAL']).toEqual({
      leads: 1, // the total item is new: it never counted the lead
      leads_application: 1,
      'n|new|application|website': 1,
      waiting: 1,
    });
    const added = changes(rollupChange(representedOf(older), rollupStateOf(older)));
    // The day item counted its arrival already; its rollup is new.
    expect(added).not.toHaveProperty(['STATS DAY#2026-11-20']);
    expect(added['STATS HELD#DAY#2026-11-20']).toEqual({ 'n|new|application|website': 1, waiting: 1 });
  });
});

describe("rollups: the funnel's file stages (issue 38, ADR 119)", () => {
  /** A lead counted as it was, then changed by `fields`: what the counters hold is its state before. */
  const counted = (before: Record<string, unknown>, fields: Record<string, unknown>) => ({
    ...lead(before),
    _uncounted: undefined,
    _rolled: encodeRollup(rollupStateOf(lead(before))),
    ...fields,
  });
  const fileReached = (source: string, ...stages: string[]) =>
    Object.fromEntries(stages.map((stage) => [`reached|${stage}|${source}`, 1]));

  it('a file that reaches a stage counts in it and in every file stage before it, on the held items only', () => {
    const submitted = counted(
      {},
      { file_stage: 'application_submitted', _file_reached: 'application_submitted' },
    );
    const moved = changes(rollupChange(representedOf(submitted), rollupStateOf(submitted)));
    const reached = fileReached('website', 'application_started', 'application_submitted');
    expect(moved).toEqual({
      'STATS TOTAL': reached,
      'STATS HELD#DAY#2026-11-20': reached,
      'STATS HELD#WEEK#2026-11-16': reached,
      'AGENT#agent-sarah STATS#HELD': reached,
      'AGENT#agent-sarah STATS#DAY#2026-11-20': reached,
    });
    // A stage the broker skipped counts too: straight to approved is every stage up to it.
    const approved = counted({}, { _file_reached: 'approved' });
    expect(changes(rollupChange(representedOf(approved), rollupStateOf(approved)))['STATS TOTAL']).toEqual(
      fileReached(
        'website',
        'application_started',
        'application_submitted',
        'documents_complete',
        'sent_to_lender',
        'approved',
      ),
    );
  });

  it('a file at its first stage counts in none; one moved back or lost stays counted where it went', () => {
    const invited = counted({}, { file_stage: 'lead', _file_reached: 'lead' });
    expect(rollupStateOf(invited).file).toBe(0);
    expect(rollupChange(representedOf(invited), rollupStateOf(invited))).toEqual([]);
    // Counted at sent to lender; then moved back to documents complete, then lost: the furthest stays.
    const sent = { file_stage: 'sent_to_lender', _file_reached: 'sent_to_lender' };
    for (const now of ['documents_complete', 'lost']) {
      const back = counted(sent, { file_stage: now });
      expect(isRolled(back)).toBe(true);
      expect(leadCounting(back)).toBeNull();
    }
    // Moved on from there: only the new stages are added.
    const approved = counted(sent, { file_stage: 'approved', _file_reached: 'approved' });
    expect(changes(rollupChange(representedOf(approved), rollupStateOf(approved)))['STATS TOTAL']).toEqual(
      fileReached('website', 'approved'),
    );
  });

  it("a reassigned lead moves its file's stages to the new agent; a deleted one takes them off", () => {
    const funded = {
      _file_reached: 'funded',
      status: 'closed',
      first_contacted_at: '2026-11-20T17:45:00.000Z',
    };
    const moved = counted(funded, { agent_id: 'agent-marc' });
    const result = changes(rollupChange(representedOf(moved), rollupStateOf(moved)));
    expect(result['AGENT#agent-sarah STATS#HELD']).toMatchObject({ 'reached|funded|website': -1 });
    expect(result['AGENT#agent-marc STATS#HELD']).toMatchObject({
      'reached|application_started|website': 1,
      'reached|funded|website': 1,
    });
    expect(result).not.toHaveProperty('STATS TOTAL');
    const removed = changes(rollupChange(representedOf(counted(funded, {})), null));
    expect(removed['STATS TOTAL']).toMatchObject({
      'reached|closed|website': -1,
      'reached|application_started|website': -1,
      'reached|funded|website': -1,
    });
    expect(Object.keys(removed['AGENT#agent-sarah STATS#HELD']!).every(isHeldCount)).toBe(true);
  });

  it('a state of version 4 (before the file stages) adds what its file reached, and only that; without a file, nothing moves', () => {
    const versionFour = (fields: Record<string, unknown>) => {
      const state = rollupStateOf(lead());
      const [, ...rest] = JSON.parse(encodeRollup(state));
      return {
        ...lead(),
        _uncounted: undefined,
        _rolled: JSON.stringify([4, ...rest.slice(0, -1)]),
        ...fields,
      };
    };
    const noFile = versionFour({});
    expect(representedOf(noFile)).toMatchObject({ kind: 'rolled', state: { file: 0, weekly: true } });
    // Its state is recorded again in the new version, with no counter to move.
    expect(isRolled(noFile)).toBe(false);
    expect(leadCounting(noFile)!.deltas).toEqual([]);
    const withFile = versionFour({ _file_reached: 'documents_complete' });
    const reached = fileReached(
      'website',
      'application_started',
      'application_submitted',
      'documents_complete',
    );
    expect(changes(rollupChange(representedOf(withFile), rollupStateOf(withFile)))).toEqual({
      'STATS TOTAL': reached,
      'STATS HELD#DAY#2026-11-20': reached,
      'STATS HELD#WEEK#2026-11-16': reached,
      'AGENT#agent-sarah STATS#HELD': reached,
      'AGENT#agent-sarah STATS#DAY#2026-11-20': reached,
    });
  });

  it('counts a change once however often it is delivered: the state it records is the one it read, whole', () => {
    const submitted = counted({}, { _file_reached: 'application_submitted' });
    const first = leadCounting(submitted)!;
    expect(first.marker.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND #rolled = :was',
      ExpressionAttributeValues: { ':was': submitted._rolled },
    });
    // Once written, the lead holds its state: a redelivery finds nothing to count.
    const after = {
      ...submitted,
      _rolled: first.marker.Update!.ExpressionAttributeValues![':rolled'] as string,
    };
    expect(leadCounting(after)).toBeNull();
  });
});

describe("leadCounting: the lead's own write that marks its state counted", () => {
  it('records the state, conditional on what the counters held when read', () => {
    const fresh = leadCounting(lead())!;
    expect(fresh.marker.Update).toMatchObject({
      Key: { PK: 'LEAD#lead-1', SK: 'LEAD' },
      UpdateExpression: 'SET #rolled = :rolled REMOVE #uncounted',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_exists(#uncounted) AND attribute_not_exists(#rolled)',
    });
    const rolled = encodeRollup(rollupStateOf(lead()));
    const counted = lead({ _uncounted: undefined, _rolled: rolled });
    expect(isRolled(counted)).toBe(true);
    expect(leadCounting(counted)).toBeNull();
    const changed = leadCounting({ ...counted, status: 'closed' })!;
    expect(changed.marker.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND #rolled = :was',
      ExpressionAttributeValues: { ':was': rolled },
    });
  });
});

describe('counterUpdates: a batch summed into one UpdateItem per counter item', () => {
  it('adds up page views of the same item and keeps items apart', () => {
    const updates = counterUpdates([
      ...pageViewDeltas('a', NOON),
      ...pageViewDeltas('a', LATE),
      ...pageViewDeltas('b', NOON),
    ]).map((item) => item.Update!);
    // The day, a's day and total, b's day and total, every agent's day.
    expect(updates).toHaveLength(6);
    const day = updates.find((update) => update.Key!.SK === 'DAY#2026-11-20')!;
    expect(day.ExpressionAttributeValues).toMatchObject({ ':a0': 3 });
  });
});
