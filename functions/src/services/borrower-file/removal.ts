import { borrowerFiles } from '../../data/repositories/borrower-files';
import type { Logger } from '../../lib/logger';
import { deleteDocumentObjects, fileObjectPrefix } from './storage';

/*
 * A lead's deletion takes its borrower file with it (issue 38, ADR 118): the file's items in the lead's partition
 * (`FILE`, `FILE#…`: applicants, consents, checklist with its queue entries, FINTRAC records, reminder guards), the
 * applicants' e-mail entries (`BORROWER#<hash>`), their current sign-in links and codes, and the documents they
 * uploaded. Sessions are not keyed by anything the file holds: they end within 12 hours and meanwhile sign nobody in
 * (the session check finds the applicant gone).
 */

export interface FileRemoved {
  items: number;
  objects: number;
}

/**
 * Deletes a lead's file, the objects first (their keys are on the items), then its table entries; nothing when the
 * lead has no file. Run before the lead itself is deleted, so a deletion that stopped half way (an error, a timeout)
 * finds what is left when it is asked again.
 */
export async function removeLeadFile(leadId: string, log?: Pick<Logger, 'info'>): Promise<FileRemoved> {
  const found = await borrowerFiles.leftovers(leadId);
  if (!found) return { items: 0, objects: 0 };
  // Only keys under this file's own prefix: a stored key never leads the deletion to another file's documents.
  const objectKeys = [...new Set(found.objectKeys)].filter((key) => key.startsWith(fileObjectPrefix(leadId)));
  await deleteDocumentObjects(objectKeys);
  await borrowerFiles.removeWhole(leadId, found);
  const removed = { items: found.items.length, objects: objectKeys.length };
  log?.info('borrower file deleted with its lead', { leadId, ...removed });
  return removed;
}
