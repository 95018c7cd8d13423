import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typeProbe } from '../../support/type-probe';

/*
 * An audience's handler registry is typed by the route table (ADR 084): tsc fails when a route's handler is
 * missing from the registry, or the registry names a handler no route of its audience has. The probe is
 * compiled with the functions project's options, from a temporary directory inside functions/src so that
 * its imports resolve as the real registries' do.
 */
const probe = typeProbe(resolve(__dirname, '../../../functions'), 'registry');
afterAll(() => probe.remove());
const diagnosticsOf = probe.diagnosticsOf;

describe('the typed handler registries', () => {
  it('fail tsc when a route handler is missing or an extra one is named', () => {
    const diagnostics = diagnosticsOf(`
import { createAudienceHandler } from '../lib/audience';
const loader = async () => (await import('../http/me/get-me')).getMe;
export const missing = createAudienceHandler('agent-api', {
  getMyAttention: loader, getMyLead: loader, getMyAgent: loader, updateMyAgent: loader, createMyUpload: loader, listMyDocuments: loader,
  createMyDocument: loader, deleteMyDocument: loader, listMyPosts: loader, createMyPost: loader,
  getMyPost: loader, updateMyPost: loader, deleteMyPost: loader, listMyTestimonials: loader,
  createMyTestimonial: loader, listMyLeads: loader, updateMyLead: loader, getMyLeadHistory: loader,
  createMyLeadNote: loader, withdrawMyLeadConsent: loader, getMyAnalytics: loader, getMyFrenchSummary: loader,
  getFile: loader, inviteApplicant: loader, resendInvitation: loader, updateFileStage: loader, addDocument: loader,
  reviewDocument: loader, deleteDocument: loader, getDocumentFile: loader, putFintrac: loader, getFilePdf: loader,
  getFileJson: loader,
});
export const extra = createAudienceHandler('agent-api', {
  getMe: loader, getMyAttention: loader, getMyLead: loader, getMyAgent: loader, updateMyAgent: loader, createMyUpload: loader, listMyDocuments: loader,
  createMyDocument: loader, deleteMyDocument: loader, listMyPosts: loader, createMyPost: loader,
  getMyPost: loader, updateMyPost: loader, deleteMyPost: loader, listMyTestimonials: loader,
  createMyTestimonial: loader, listMyLeads: loader, updateMyLead: loader, getMyLeadHistory: loader,
  createMyLeadNote: loader, withdrawMyLeadConsent: loader, getMyAnalytics: loader, getMyFrenchSummary: loader,
  getFile: loader, inviteApplicant: loader, resendInvitation: loader, updateFileStage: loader, addDocument: loader,
  reviewDocument: loader, deleteDocument: loader, getDocumentFile: loader, putFintrac: loader, getFilePdf: loader,
  getFileJson: loader,
  listAgents: loader,
});
`);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 2345,
        message: expect.stringContaining("Property 'getMe' is missing"),
      }),
      expect.objectContaining({
        code: 2353,
        message: expect.stringContaining("'listAgents' does not exist"),
      }),
    ]);
  });

  it('compile the real registries without errors', () => {
    const diagnostics = diagnosticsOf(`
export { handler as publicApi } from '../audiences/public-api';
export { handler as agentApi } from '../audiences/agent-api';
export { handler as adminApi } from '../audiences/admin-api';
export { handler as borrowerApi } from '../audiences/borrower-api';
`);
    expect(diagnostics).toEqual([]);
  });
});
