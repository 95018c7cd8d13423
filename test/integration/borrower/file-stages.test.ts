import type { AdminAttention, AgentAnalytics, PlatformAnalytics } from '@maplestone/shared';
import { FILE_FUNNEL_STAGES, type FileFunnelStage } from '@maplestone/shared/lead-desk';
import type { Lead } from '@maplestone/shared/schemas/lead-record';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { getItems } from '../../../functions/src/data/query';
import { countLeadItems } from '../../../functions/src/services/counters';
import { countersSettled } from '../../support/counters';
import { api, signIn } from '../../support/http';
import { APPLICATION, PDF_BYTES, requestDocument, review, uploadDocument } from './documents-support';
import { AGENT_A, AGENT_B, asBorrower, asBroker, SUPER_ADMIN, signedInPrimary } from './support';

/*
 * The file's stage beyond the file (issue 38, ADR 119): the lead carries it (the desk's rows), the funnel counts
 * the stages the file reached (both analytics), the landing lists the files with documents to review (the holder's
 * and the super admin's, following a reassignment).
 */

const as = async <T>(email: string, method: string, path: string, body?: unknown) => {
  const answer = await api<T>(method, path, { token: await signIn(email), body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
};

type FunnelFigures = Record<FileFunnelStage, number> & {
  by_source: ({ source: string } & Record<FileFunnelStage, number>)[];
};

/** The file stages of the agent's funnel (all time) and the platform's (7 days), for the lead's source too. */
async function funnels(source: string) {
  await countersSettled();
  const pick = (funnel: FunnelFigures) => ({
    all: Object.fromEntries(FILE_FUNNEL_STAGES.map((stage) => [stage, funnel[stage]])),
    source: Object.fromEntries(
      FILE_FUNNEL_STAGES.map((stage) => [
        stage,
        funnel.by_source.find((row) => row.source === source)![stage],
      ]),
    ),
  });
  const agent = await as<AgentAnalytics>(AGENT_A.email, 'GET', '/api/me/analytics');
  const platform = await as<PlatformAnalytics>(SUPER_ADMIN, 'GET', '/api/admin/analytics?period=7');
  return { agent: pick(agent.leads.funnel), platform: pick(platform.funnel) };
}

/** What moved between two readings of the funnels. */
function moved(before: Awaited<ReturnType<typeof funnels>>, after: Awaited<ReturnType<typeof funnels>>) {
  const diff = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(Object.keys(a).map((stage) => [stage, b[stage]! - a[stage]!]));
  return {
    agent: {
      all: diff(before.agent.all, after.agent.all),
      source: diff(before.agent.source, after.agent.source),
    },
    platform: {
      all: diff(before.platform.all, after.platform.all),
      source: diff(before.platform.source, after.platform.source),
    },
  };
}

/** The same change in every funnel: the agent's, the platform's, and each for the lead's source. */
const everywhere = (counts: Record<FileFunnelStage, number>) => ({
  agent: { all: counts, source: counts },
  platform: { all: counts, source: counts },
});
const reached = (...stages: FileFunnelStage[]) =>
  Object.fromEntries(FILE_FUNNEL_STAGES.map((stage) => [stage, stages.includes(stage) ? 1 : 0])) as Record<
    FileFunnelStage,
    number
  >;

const moveTo = (leadId: string, stage: string, reason: string | null = null) =>
  asBroker(AGENT_A.email, 'PATCH', `/api/files/${leadId}/stage`, { stage, reason });

describe("the file's stage on the lead and in the funnel (ADR 119)", () => {
  it('counts each stage the file reached once, the skipped ones too; moved back or lost, it stays counted', async () => {
    const { leadId, session } = await signedInPrimary();
    const lead = await as<Lead>(AGENT_A.email, 'GET', `/api/me/leads/${leadId}`);
    // Invited: the lead has a file, at its first stage, which the funnel does not count.
    expect(lead.file_stage).toBe('lead');
    const start = await funnels(lead.source);

    // The borrower's first save starts the application.
    const saved = await asBorrower(
      session,
      'PUT',
      '/api/portal/file/sections/personal',
      APPLICATION.personal,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const started = await funnels(lead.source);
    expect(moved(start, started)).toEqual(everywhere(reached('application_started')));

    // The broker sends it to a lender: submitted and documents complete, skipped, count too.
    expect((await moveTo(leadId, 'sent_to_lender')).status).toBe(200);
    const sent = await funnels(lead.source);
    expect(moved(started, sent)).toEqual(
      everywhere(reached('application_submitted', 'documents_complete', 'sent_to_lender')),
    );
    expect((await as<Lead>(SUPER_ADMIN, 'GET', `/api/admin/leads/${leadId}`)).file_stage).toBe(
      'sent_to_lender',
    );

    // Back to submitted, then lost: the lead shows where the file is; the funnel keeps where it went.
    expect((await moveTo(leadId, 'application_submitted')).status).toBe(200);
    expect((await moveTo(leadId, 'lost', 'The borrower chose another broker.')).status).toBe(200);
    expect((await as<Lead>(AGENT_A.email, 'GET', `/api/me/leads/${leadId}`)).file_stage).toBe('lost');
    expect(moved(sent, await funnels(lead.source))).toEqual(everywhere(reached()));

    // Taken up again and funded: approved and funded are added, nothing else.
    expect((await moveTo(leadId, 'funded')).status).toBe(200);
    const funded = await funnels(lead.source);
    expect(moved(sent, funded)).toEqual(everywhere(reached('approved', 'funded')));

    // Counted as it is: counting its item again (a redelivery, the backfill) moves nothing.
    const [item] = await getItems([keys.lead(leadId)], { consistent: true });
    expect(item!._file_reached).toBe('funded');
    expect(await countLeadItems([item!])).toBe(0);
    expect(moved(funded, await funnels(lead.source))).toEqual(everywhere(reached()));
  });
});

/** The landing's files with documents to review, as `email` reads it (the super admin's, or an agent's). */
async function filesOnLanding(email: string) {
  const path = email === SUPER_ADMIN ? '/api/admin/attention' : '/api/me/attention';
  return (await as<AdminAttention>(email, 'GET', path)).files;
}
const entryOf = async (email: string, leadId: string) =>
  (await filesOnLanding(email)).items.find((file) => file.lead_id === leadId);

describe("the landing's files with documents to review (ADR 119)", () => {
  it('lists a file from its upload to its last review, for its holder and the super admin, following a reassignment', async () => {
    const { leadId, session } = await signedInPrimary();
    const { item: id } = await requestDocument(leadId, { type: 'photo_id' });
    const { item: payStub } = await requestDocument(leadId, { type: 'pay_stub' });
    expect(await entryOf(AGENT_A.email, leadId)).toBeUndefined();
    const adminBefore = (await filesOnLanding(SUPER_ADMIN)).total;

    for (const item of [id, payStub]) {
      const upload = await uploadDocument(session, item.id, {
        filename: 'scan.pdf',
        contentType: 'application/pdf',
        bytes: PDF_BYTES,
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    }
    // A second file on the same item is still the same item to review.
    await uploadDocument(session, id.id, {
      filename: 'back.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(await entryOf(AGENT_A.email, leadId)).toMatchObject({
      documents: 2,
      client_name: 'Alex Applicant',
      agent_id: AGENT_A.id,
      file_stage: 'lead',
    });
    expect(await entryOf(SUPER_ADMIN, leadId)).toMatchObject({
      documents: 2,
      agent_name: expect.any(String),
    });
    expect((await filesOnLanding(SUPER_ADMIN)).total).toBe(adminBefore + 1);
    expect(await entryOf(AGENT_B.email, leadId)).toBeUndefined();

    // Given to agent B: its landing has the file, A's no longer does.
    await as(SUPER_ADMIN, 'POST', `/api/admin/leads/${leadId}/reassign`, { agent_id: AGENT_B.id });
    expect(await entryOf(AGENT_A.email, leadId)).toBeUndefined();
    expect(await entryOf(AGENT_B.email, leadId)).toMatchObject({ documents: 2, agent_id: AGENT_B.id });

    // Accepted, one is left; refused, none: the file leaves every landing.
    expect((await review(leadId, id.id, { status: 'accepted' }, AGENT_B.email)).status).toBe(200);
    expect(await entryOf(AGENT_B.email, leadId)).toMatchObject({ documents: 1 });
    const refused = await review(
      leadId,
      payStub.id,
      { status: 'refused', reason: 'Too old.' },
      AGENT_B.email,
    );
    expect(refused.status).toBe(200);
    expect(await entryOf(AGENT_B.email, leadId)).toBeUndefined();
    expect(await entryOf(SUPER_ADMIN, leadId)).toBeUndefined();
    expect((await filesOnLanding(SUPER_ADMIN)).total).toBe(adminBefore);

    // Sent again after the refusal: back on the holder's landing.
    await uploadDocument(session, payStub.id, {
      filename: 'new.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(await entryOf(AGENT_B.email, leadId)).toMatchObject({ documents: 1 });
    expect(await entryOf(AGENT_A.email, leadId)).toBeUndefined();

    // The lead deleted, its file goes with it, and its entry (an item of the file's): off every landing.
    await as(SUPER_ADMIN, 'DELETE', `/api/admin/leads/${leadId}`);
    expect(await entryOf(AGENT_B.email, leadId)).toBeUndefined();
    expect(await entryOf(SUPER_ADMIN, leadId)).toBeUndefined();
    expect((await filesOnLanding(SUPER_ADMIN)).total).toBe(adminBefore);
  });
});
