import { randomUUID } from 'node:crypto';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leadExports } from '../../../functions/src/data/repositories/lead-exports';
import { leads } from '../../../functions/src/data/repositories/leads';
import { handler } from '../../../functions/src/jobs/export-lead';
import { waitUntil } from '../../../infra/local/processes';
import { api } from '../../support/http';
import { contactBody, quoteBody, viewer } from '../public-api/support';
import { inbox, waitForMessages } from './mailbox';

const { urls, env } = inject('stack');
const run = randomUUID().slice(0, 8);

async function createLead(body: Record<string, unknown>): Promise<string> {
  const { status, body: answer } = await api<{ id: string }>('POST', '/api/leads', {
    body,
    headers: viewer(),
  });
  expect(status).toBe(201);
  return answer.id;
}

/** The stream record Lambda would get for a new lead (what a redelivery looks like). */
function insertRecord(leadId: string, sequenceNumber: string): DynamoDBStreamEvent {
  return {
    Records: [
      {
        eventID: `redelivery-${sequenceNumber}`,
        eventName: 'INSERT',
        eventSource: 'aws:dynamodb',
        dynamodb: {
          SequenceNumber: sequenceNumber,
          Keys: { PK: { S: `LEAD#${leadId}` }, SK: { S: 'LEAD' } },
          NewImage: { _et: { S: 'lead' }, id: { S: leadId } },
        },
      },
    ],
  };
}

describe('export-lead: new leads reach the CRM mailbox through the stream', () => {
  it("sends a quote lead to its agent's CRM address with every field, as text and escaped HTML", async () => {
    const name = `Jamie <b>Quote</b> ${run}`;
    const id = await createLead(
      quoteBody({
        client_name: name,
        agent_id: 'agent-sarah-chen',
        client_email: `jamie.${run}@example.com`,
      }),
    );
    const [mail] = await waitForMessages(urls.inbox, (m) => m.subject.includes(run), 1);
    expect(mail!.to.map((to) => to.address)).toEqual(['sarah.crm@maplestone.example']);
    expect(mail!.subject).toBe(`New lead: Rate quote (purchase) from ${name}`);
    for (const line of [
      `Client name: ${name}`,
      `Email: jamie.${run}@example.com`,
      'Phone: (416) 555-0100',
      'Type: Rate quote (purchase)',
      'Source: mortgage_calculator',
      'Status: new',
      'Agent: Sarah Chen (agent-sarah-chen)',
      `Lead id: ${id}`,
      'Purchase price: $600,000.00',
      'Down payment: $60,000.00',
      'Location: Ontario',
      'Amortization: 25 years',
      'Mortgage rate: 3.94%',
      'Payment frequency: monthly',
      'CMHC insurance: $16,740.00',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).toMatch(/Monthly payment: \$\d{1},\d{3}\.\d{2}/);
    expect(mail!.html).toContain(`Jamie &lt;b&gt;Quote&lt;/b&gt; ${run}`);
    expect(mail!.html).not.toContain('<b>Quote</b>');
    expect(mail!.replyTo?.[0]?.address).toBe(`jamie.${run}@example.com`);
    await waitUntil('lead marked exported', async () => (await leadExports.status(id)).exportedAt !== null, {
      timeoutMs: 10_000,
    });
    expect((await leadExports.status(id)).exportedTo).toBe('sarah.crm@maplestone.example');
    // The lead's activity says it went to the CRM, once (issue 17).
    expect((await leadActivity.history(id)).filter((event) => event.kind === 'crm_email')).toEqual([
      {
        kind: 'crm_email',
        at: (await leadExports.status(id)).exportedAt,
        to: 'sarah.crm@maplestone.example',
      },
    ]);
  });

  it('sends an unassigned contact lead to the default CRM address, message escaped', async () => {
    await createLead(
      contactBody({
        client_name: `Casey ${run}`,
        message: 'Call me after 5 <script>alert(1)</script> & thanks',
      }),
    );
    const [mail] = await waitForMessages(urls.inbox, (m) => m.subject.includes(`Casey ${run}`), 1);
    expect(mail!.to.map((to) => to.address)).toEqual([env.CRM_EMAIL]);
    expect(mail!.subject).toBe(`New lead: Contact message from Casey ${run}`);
    expect(mail!.text).toContain('Call me after 5 <script>alert(1)</script> & thanks');
    expect(mail!.text).toContain('Phone type: Work');
    expect(mail!.text).toContain('Postal code: H3B 4W8');
    expect(mail!.text).toContain('Agent: Unassigned');
    expect(mail!.html).toContain('Call me after 5 &lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks');
    expect(mail!.html).not.toContain('<script>');
  });

  it('includes the chat transcript of a chatbot lead', async () => {
    const id = `chat-${run}`;
    const conversation = [
      { role: 'assistant', content: "Hi, I'm Val. How can I help?" },
      {
        role: 'user',
        content: `My name is Robin ${run}, email robin@example.com, I want a <5-year> fixed rate`,
      },
      { role: 'assistant', content: 'Thanks Robin! A broker will contact you shortly.' },
    ];
    const now = new Date().toISOString();
    const result = await leads.create({
      id,
      agent_id: null,
      client_name: `Robin ${run}`,
      client_email: 'robin@example.com',
      client_phone: null,
      type: 'application',
      source: 'AI Chatbot',
      status: 'new',
      message: null,
      notes: JSON.stringify({ source: 'AI Chatbot', conversation }),
      metadata: null,
      created_at: now,
      updated_at: now,
    });
    expect(result.created).toBe(true);
    const [mail] = await waitForMessages(urls.inbox, (m) => m.subject.includes(`Robin ${run}`), 1);
    expect(mail!.subject).toBe(`New lead: Mortgage application via AI Chatbot from Robin ${run}`);
    expect(mail!.text).toContain('Chat transcript:');
    expect(mail!.text).toContain("Val: Hi, I'm Val. How can I help?");
    expect(mail!.text).toContain(
      `Client: My name is Robin ${run}, email robin@example.com, I want a <5-year> fixed rate`,
    );
    expect(mail!.html).toContain('I want a &lt;5-year&gt; fixed rate');
  });

  it('sends nothing again when the stream redelivers an exported lead', async () => {
    const id = await createLead(quoteBody({ client_name: `Redelivered ${run}` }));
    await waitForMessages(urls.inbox, (m) => m.subject.includes(`Redelivered ${run}`), 1);
    await waitUntil('lead marked exported', async () => (await leadExports.status(id)).exportedAt !== null, {
      timeoutMs: 10_000,
    });
    const before = (await inbox(urls.inbox)).length;
    const answer = await handler(insertRecord(id, '999000000000000000001'));
    expect(answer.batchItemFailures).toEqual([]);
    const again = await handler(insertRecord(id, '999000000000000000002'));
    expect(again.batchItemFailures).toEqual([]);
    expect((await inbox(urls.inbox)).length).toBe(before);
    expect((await inbox(urls.inbox)).filter((m) => m.subject.includes(`Redelivered ${run}`))).toHaveLength(1);
    expect((await leadActivity.history(id)).map((event) => event.kind)).toEqual(['crm_email']);
  });
});
