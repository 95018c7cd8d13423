/**
 * One-off for a table that held leads before the unexported queue (GSI3) existed (ADR 034): puts every
 * lead never exported on the queue, so the next reconcile-lead-exports run sends it. Idempotent. The
 * local stack does this at every start; against AWS, with credentials that may read and update the table:
 *
 *   TABLE_NAME=<table> AWS_REGION=ca-central-1 node --import tsx functions/src/jobs/queue-unexported-leads.ts
 */
import { leadExports } from '../data/repositories/lead-exports';

const queued = await leadExports.queueUnexported();
console.log(`${queued} unexported leads put on the export queue; the next reconciliation run sends them.`);
