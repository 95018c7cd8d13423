import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../../functions/src/data/repositories/testimonials';
import { AppError } from '../../../functions/src/lib/errors';
import {
  ONLY_AGENT_TESTIMONIALS_APPROVED,
  ONLY_AUTHOR_EDITS,
  testimonialChanges,
} from '../../../functions/src/services/back-office/testimonials';

const base = { client_name: 'C', content: 'Great', rating: 5, created_at: '2026-11-01T00:00:00.000Z' };
const agentOwned: Testimonial = {
  ...base,
  id: 't1',
  is_approved: false,
  admin_id: null,
  agent_id: 'agent-1',
};
const adminAuthored: Testimonial = {
  ...base,
  id: 't2',
  is_approved: true,
  admin_id: 'admin-1',
  agent_id: null,
};

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe("a super admin's testimonial changes", () => {
  it('approves or unapproves an agent testimonial', () => {
    expect(testimonialChanges(agentOwned, { is_approved: true }, 'admin-1')).toEqual({ is_approved: true });
    expect(testimonialChanges(agentOwned, { is_approved: false }, 'admin-9')).toEqual({ is_approved: false });
  });

  it('refuses approval on an admin-authored testimonial (400)', () => {
    expect(refusal(() => testimonialChanges(adminAuthored, { is_approved: false }, 'admin-1'))).toEqual({
      status: 400,
      message: ONLY_AGENT_TESTIMONIALS_APPROVED,
    });
  });

  it("lets the author edit an admin-authored testimonial's words", () => {
    expect(testimonialChanges(adminAuthored, { content: 'Even better', rating: 4 }, 'admin-1')).toEqual({
      content: 'Even better',
      rating: 4,
    });
  });

  it.each([
    ['another admin on an admin-authored one', adminAuthored, 'admin-2'],
    ["anyone on an agent's testimonial", agentOwned, 'admin-1'],
  ])('refuses word edits by %s (403)', (_, testimonial, caller) => {
    expect(refusal(() => testimonialChanges(testimonial, { client_name: 'Someone else' }, caller))).toEqual({
      status: 403,
      message: ONLY_AUTHOR_EDITS,
    });
  });
});
