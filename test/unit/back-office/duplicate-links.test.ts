import { describe, expect, it } from 'vitest';
import {
  type LeadHolders,
  linkedLeadIds,
  withLinksSeenBy,
} from '../../../functions/src/services/back-office/duplicate-links';
import { leadRecord } from '../web/support/fixtures';

const link = (id: string, match: 'email' | 'phone' | 'both' = 'phone') => ({
  id,
  created_at: '2026-11-03T15:00:00.000Z',
  match,
});

/** agent-1's leads on its page: one repeating another agent's lead, one repeated by its own and others'. */
const page = [
  leadRecord({ id: 'mine-later', client_name: 'Pat', duplicate_of: link('theirs') }),
  leadRecord({
    id: 'mine-earlier',
    client_name: 'Sam',
    later_duplicates: [link('mine-later'), link('unassigned'), link('mine-elsewhere', 'email'), link('gone')],
  }),
  leadRecord({ id: 'mine-plain', client_name: 'Robin' }),
];

/** Who holds the linked leads not on the page, as read now; a deleted lead is not there. */
const holders: LeadHolders = new Map([
  ['theirs', 'agent-2'],
  ['unassigned', null],
  ['mine-elsewhere', 'agent-1'],
]);

describe('the duplicate links an agent may see (issue 34, ADR 097)', () => {
  it('looks up the holders of the linked leads not on the page, each once', () => {
    const twice = [
      ...page,
      leadRecord({ id: 'mine-again', client_name: 'Lee', duplicate_of: link('theirs') }),
    ];
    expect(linkedLeadIds(twice).sort()).toEqual(['gone', 'mine-elsewhere', 'theirs', 'unassigned']);
    expect(linkedLeadIds([leadRecord({ id: 'x', client_name: 'X' })])).toEqual([]);
  });

  it('keeps the links to leads the agent holds now, on the page or read; drops the others', () => {
    const [later, earlier, plain] = withLinksSeenBy(page, 'agent-1', holders);
    // Another agent's lead: the link is not there at all, as on a lead never flagged.
    expect(later).not.toHaveProperty('duplicate_of');
    expect(later).toEqual({ ...page[0], duplicate_of: undefined });
    expect(Object.keys(later!)).not.toContain('duplicate_of');
    // Unassigned and deleted leads are nobody's to open.
    expect(earlier!.later_duplicates).toEqual([link('mine-later'), link('mine-elsewhere', 'email')]);
    expect(plain).toEqual(page[2]);
  });

  it('leaves no empty list behind when none of the later leads is the agent’s', () => {
    const [, earlier] = withLinksSeenBy(page, 'agent-2', new Map([['mine-elsewhere', 'agent-1']]));
    expect(Object.keys(earlier!)).not.toContain('later_duplicates');
    const [later] = withLinksSeenBy(page, 'agent-2', holders);
    // agent-2 holds "theirs": were mine-later on its page, it would see the link.
    expect(later!.duplicate_of).toEqual(link('theirs'));
  });

  it('changes nothing else of a lead, and a lead unlinked stays as it was', () => {
    const seen = withLinksSeenBy(page, 'agent-1', holders);
    for (const [i, lead] of seen.entries()) {
      const { duplicate_of: _a, later_duplicates: _b, ...rest } = lead;
      const { duplicate_of: _c, later_duplicates: _d, ...before } = page[i]!;
      expect(rest).toEqual(before);
    }
    expect(seen[2]).toBe(page[2]);
  });
});
