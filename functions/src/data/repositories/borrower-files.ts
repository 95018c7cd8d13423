import { stageIndex } from '@maplestone/shared/borrower-file';
import { LOCALES } from '@maplestone/shared/i18n/locale';
import {
  APPLICANT_ROLES,
  type ApplicantRole,
  type Consent,
  consentSchema,
  FILE_STAGES,
  type FileStage,
  MAX_APPLICANTS,
  MAX_STAGE_HISTORY,
  type PersonalSectionKey,
  type PersonalSections,
  personalSectionsSchema,
  type SectionValues,
  type SharedSectionKey,
  type SharedSections,
  type StageChange,
  sharedSectionsSchema,
  stageChangeSchema,
} from '@maplestone/shared/schemas/borrower-file';
import { timestampSchema } from '@maplestone/shared/schemas/common';
import { idSchema } from '@maplestone/shared/schemas/id';
import type { LeadActor } from '@maplestone/shared/schemas/lead-record';
import * as z from 'zod';
import { DeleteCommand, db, GetCommand, tableName } from '../client';
import { ENTITY, type Key, keys, stamp } from '../keys';
import {
  conditionalUpdate,
  deleteItems,
  isConditionFailure,
  queryAll,
  type TransactItem,
  toEntity,
  transactWriteIfAllowed,
} from '../query';
import { type BorrowerFileLink, borrowerSignIn, emailHash, type NewLink } from './borrower-sign-in';
import { leadEventPut, type RecordedLeadEvent, recordedStamp } from './lead-activity';

/*
 * A lead's borrower file (issue 38, ADR 118): items of the lead's partition. `FILE` holds the stage and its
 * history, the applicants (names, e-mails, roles) and the shared sections; `FILE#APPLICANT#<id>` an applicant's
 * personal sections and sign-in state; `FILE#CONSENT#<applicant>#<kind>` a signed consent. One Query reads them all
 * (the checklist and FINTRAC records, later in the partition, are file-documents.ts's). Writes to the file item are
 * conditional on its `version` (read, decide, write once); a section is saved by a path of its own, so two
 * applicants saving different sections never overwrite each other.
 */

/** An applicant as the file item keeps them. */
const storedApplicantSchema = z.object({
  id: idSchema,
  role: z.enum(APPLICANT_ROLES),
  name: z.string(),
  email: z.string(),
  relationship: z.string().nullable(),
  language: z.enum(LOCALES),
  invited_at: timestampSchema,
});
export type StoredApplicant = z.infer<typeof storedApplicantSchema>;

const storedFileSchema = z.object({
  lead_id: idSchema,
  stage: z.enum(FILE_STAGES),
  stage_history: z.array(stageChangeSchema).max(MAX_STAGE_HISTORY),
  lost_reason: z.string().nullable(),
  applicants: z.array(storedApplicantSchema).max(MAX_APPLICANTS),
  sections: sharedSectionsSchema,
  submitted_at: timestampSchema.nullable(),
  documents_complete_at: timestampSchema.nullable(),
  /**
   * The furthest stage it ever reached ('lost' is none; ADR 119), copied onto the lead with each stage change for the
   * funnel. Absent on a file from before it: its history says.
   */
  reached_stage: z.enum(FILE_STAGES).optional(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  version: z.number().int().min(1),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The furthest stage a file reached, with `to` (ADR 119): a move back, or to 'lost', leaves it where it was. */
export function furthestStage(
  file: Pick<StoredFile, 'reached_stage' | 'stage_history'>,
  to: FileStage,
): FileStage {
  const before = file.reached_stage ? [file.reached_stage] : file.stage_history.map((change) => change.stage);
  return [...before, to].reduce((furthest, stage) =>
    stageIndex(stage) > stageIndex(furthest) ? stage : furthest,
  );
}

/**
 * The lead's copy of its file's stage (issue 38, ADR 119), written in the transaction that moves the file: `file_stage`,
 * which the lead desk's rows show, and `_file_reached`, the furthest stage, which count-events turns into the
 * funnel's file stages. Conditional on the lead being there (a file never makes a lead item of its own).
 */
function leadStageUpdate(leadId: string, stage: FileStage, reached: FileStage, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.lead(leadId),
      UpdateExpression: 'SET #stage = :stage, #reached = :reached, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#stage': 'file_stage', '#reached': '_file_reached' },
      ExpressionAttributeValues: { ':stage': stage, ':reached': reached, ':now': now },
    },
  };
}

/** An applicant's own item: their personal sections, when they last signed in, their invitation's link. */
const applicantStateSchema = z.object({
  lead_id: idSchema,
  applicant_id: idSchema,
  sections: personalSectionsSchema,
  signed_in_at: timestampSchema.nullable(),
  invitation: z.object({
    sent_at: timestampSchema,
    expires_at: timestampSchema,
    used_at: timestampSchema.nullable(),
  }),
  /** The hash of the applicant's current link (a new one replaces it): never sent out. */
  link_hash: z.string(),
});
export type ApplicantState = z.infer<typeof applicantStateSchema>;

const storedConsentSchema = consentSchema.extend({ lead_id: idSchema });

/** A whole file as read: the file item, each applicant's own item by id, and the consents. */
export interface FileRecord {
  file: StoredFile;
  applicants: Map<string, ApplicantState>;
  consents: Consent[];
}

/** The stages in which the application may still be edited (lead, application_started). */
const EDITABLE: readonly FileStage[] = ['lead', 'application_started'];

const editableCondition = {
  ConditionExpression: 'attribute_exists(PK) AND (stage = :lead OR stage = :started)',
  values: { ':lead': EDITABLE[0], ':started': EDITABLE[1] },
};

/** A borrower acting on their own file, as the lead's activity names them. */
export function borrowerActor(applicant: Pick<StoredApplicant, 'id' | 'name'>): LeadActor {
  return { id: applicant.id, name: applicant.name, role: 'customer' };
}

function eventPut(leadId: string, event: RecordedLeadEvent): TransactItem {
  return leadEventPut(leadId, event, recordedStamp({ now: event.at }).eventId);
}

/** The history with one more change, its oldest entries dropped past the cap. */
const withChange = (history: readonly StageChange[], change: StageChange) =>
  [...history, change].slice(-MAX_STAGE_HISTORY);

export interface NewApplicant {
  id: string;
  role: ApplicantRole;
  name: string;
  email: string;
  relationship: string | null;
  language: (typeof LOCALES)[number];
}

export type StageFields = Partial<Pick<StoredFile, 'lost_reason' | 'submitted_at' | 'documents_complete_at'>>;

/**
 * What goes with a lead's file when the lead is deleted, as one Query of the lead's partition finds it: the file's
 * items, its applicants (their e-mails key their `BORROWER#` entries and codes; their current links' hashes key the
 * links), and the object keys its checklist's items hold (the files, and the uploads handed out but not confirmed).
 */
export interface FileLeftovers {
  items: Key[];
  applicants: { id: string; email: string; linkHash: string | null }[];
  objectKeys: string[];
}

const strings = (values: unknown[]): string[] =>
  values.flatMap((value) => (typeof value === 'string' && value ? [value] : []));

export const borrowerFiles = {
  /**
   * A lead's file, whole (one Query, strongly consistent: a write's answer shows the write), or undefined when
   * the lead has none yet.
   */
  async get(leadId: string): Promise<FileRecord | undefined> {
    const [from, to] = keys.borrowerFileRange;
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.lead(leadId).PK, ':from': from, ':to': to },
      ConsistentRead: true,
    });
    const fileItem = items.find((item) => item.SK === keys.borrowerFile(leadId).SK);
    const file = toEntity(storedFileSchema, fileItem);
    if (!file) return undefined;
    const applicants = new Map<string, ApplicantState>();
    const consents: Consent[] = [];
    for (const item of items) {
      const sk = String(item.SK);
      if (sk.startsWith(keys.fileApplicantPrefix)) {
        const state = toEntity(applicantStateSchema, item)!;
        applicants.set(state.applicant_id, state);
      } else if (sk.startsWith(keys.fileConsentPrefix)) {
        const { lead_id: _lead, ...consent } = toEntity(storedConsentSchema, item)!;
        consents.push(consent);
      }
    }
    return { file, applicants, consents };
  },

  /**
   * Invites an applicant, in one transaction: the file (created with the first invitation, at stage 'lead'),
   * the applicant's own item, their e-mail's index item, their link, and the activity entry. False when the file
   * changed since `current` was read (or was created meanwhile): read again and retry.
   */
  async invite(
    leadId: string,
    current: StoredFile | undefined,
    applicant: NewApplicant,
    actor: LeadActor,
    now = new Date().toISOString(),
  ): Promise<{ ok: true; link: NewLink } | { ok: false }> {
    const stored: StoredApplicant = { ...applicant, invited_at: now };
    const { link, put: linkPut } = borrowerSignIn.newLink(leadId, applicant.id, now);
    const fileWrite: TransactItem = current
      ? {
          Update: {
            TableName: tableName,
            Key: keys.borrowerFile(leadId),
            UpdateExpression:
              'SET applicants = :applicants, version = :next, updated_at = :now, updatedAt = :now',
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: {
              ':applicants': [...current.applicants, stored],
              ':next': current.version + 1,
              ':version': current.version,
              ':now': now,
            },
          },
        }
      : {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.borrowerFile(leadId),
              ...stamp(ENTITY.borrowerFile, now),
              lead_id: leadId,
              stage: 'lead',
              stage_history: [
                { stage: 'lead', from: null, at: now, actor: 'broker', actor_id: actor.id, reason: null },
              ],
              lost_reason: null,
              applicants: [stored],
              sections: {},
              submitted_at: null,
              documents_complete_at: null,
              reached_stage: 'lead',
              created_at: now,
              updated_at: now,
              version: 1,
            } satisfies StoredFile & Record<string, unknown>,
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        };
    const state: ApplicantState = {
      lead_id: leadId,
      applicant_id: applicant.id,
      sections: {},
      signed_in_at: null,
      invitation: { sent_at: now, expires_at: link.expiresAt, used_at: null },
      link_hash: link.hash,
    };
    const fileLink: BorrowerFileLink = {
      lead_id: leadId,
      applicant_id: applicant.id,
      language: applicant.language,
      invited_at: now,
    };
    const items: TransactItem[] = [
      fileWrite,
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.fileApplicant(leadId, applicant.id),
            ...stamp(ENTITY.fileApplicant, now),
            ...state,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      borrowerSignIn.fileLinkPut(applicant.email, fileLink, now),
      linkPut,
      eventPut(leadId, {
        kind: 'file_invitation',
        at: now,
        actor,
        applicant_id: applicant.id,
        role: applicant.role,
        resent: false,
      }),
    ];
    if (!current) {
      items.push(
        eventPut(leadId, { kind: 'file_stage', at: now, actor, from: null, to: 'lead', reason: null }),
        leadStageUpdate(leadId, 'lead', 'lead', now),
      );
    }
    // The lead gone meanwhile refuses it too (its update's condition): read again, and the caller finds no lead.
    const ok = await transactWriteIfAllowed(items, current ? 0 : [0, items.length - 1]);
    return ok ? { ok: true, link } : { ok: false };
  },

  /**
   * A new link for an applicant: the old one stops working (marked revoked, if its item is still kept), the
   * applicant's invitation is renewed, with an activity entry (a broker's resend) or none (the borrower's
   * renewal). False when another new link came first.
   */
  async renewLink(
    leadId: string,
    state: ApplicantState,
    role: ApplicantRole,
    actor: LeadActor | null,
    now = new Date().toISOString(),
  ): Promise<{ ok: true; link: NewLink } | { ok: false }> {
    const { link, put } = borrowerSignIn.newLink(leadId, state.applicant_id, now);
    const oldLink = await borrowerSignIn.linkByHash(state.link_hash);
    const items: TransactItem[] = [
      {
        Update: {
          TableName: tableName,
          Key: keys.fileApplicant(leadId, state.applicant_id),
          UpdateExpression: 'SET invitation = :invitation, link_hash = :hash, updatedAt = :now',
          ConditionExpression: 'link_hash = :old',
          ExpressionAttributeValues: {
            ':invitation': { sent_at: now, expires_at: link.expiresAt, used_at: null },
            ':hash': link.hash,
            ':old': state.link_hash,
            ':now': now,
          },
        },
      },
      put,
      ...(oldLink && !oldLink.revoked_at ? [borrowerSignIn.revokeLink(state.link_hash, now)] : []),
      ...(actor
        ? [
            eventPut(leadId, {
              kind: 'file_invitation',
              at: now,
              actor,
              applicant_id: state.applicant_id,
              role,
              resent: true,
            }),
          ]
        : []),
    ];
    const ok = await transactWriteIfAllowed(items);
    return ok ? { ok: true, link } : { ok: false };
  },

  /** Records a sign-in: when, and (through the link) that the invitation was used. */
  async markSignedIn(leadId: string, applicantId: string, viaLink: boolean, now = new Date().toISOString()) {
    await conditionalUpdate(keys.fileApplicant(leadId, applicantId), {
      UpdateExpression: viaLink
        ? 'SET signed_in_at = :now, invitation.used_at = :now, updatedAt = :now'
        : 'SET signed_in_at = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now },
    });
  },

  /**
   * Saves one shared section (the file's) while the application may be edited. False when it may not (submitted,
   * or no file).
   */
  async saveSharedSection<K extends SharedSectionKey>(
    leadId: string,
    section: K,
    value: SectionValues[K],
    now = new Date().toISOString(),
  ): Promise<boolean> {
    return transactWriteIfAllowed([
      {
        Update: {
          TableName: tableName,
          Key: keys.borrowerFile(leadId),
          UpdateExpression: 'SET sections.#section = :value, updated_at = :now, updatedAt = :now',
          ConditionExpression: editableCondition.ConditionExpression,
          ExpressionAttributeNames: { '#section': section },
          ExpressionAttributeValues: { ...editableCondition.values, ':value': value, ':now': now },
        },
      },
    ]);
  },

  /** Saves one of an applicant's personal sections while the application may be edited (else false). */
  async savePersonalSection<K extends PersonalSectionKey>(
    leadId: string,
    applicantId: string,
    section: K,
    value: SectionValues[K],
    now = new Date().toISOString(),
  ): Promise<boolean> {
    return transactWriteIfAllowed([
      {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.borrowerFile(leadId),
          ConditionExpression: editableCondition.ConditionExpression,
          ExpressionAttributeValues: editableCondition.values,
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.fileApplicant(leadId, applicantId),
          UpdateExpression: 'SET sections.#section = :value, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#section': section },
          ExpressionAttributeValues: { ':value': value, ':now': now },
        },
      },
    ]);
  },

  /** Stores an applicant's signature of a consent (a new version replaces the old) while it may be edited. */
  async signConsent(leadId: string, consent: Consent): Promise<boolean> {
    return transactWriteIfAllowed([
      {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.borrowerFile(leadId),
          ConditionExpression: editableCondition.ConditionExpression,
          ExpressionAttributeValues: editableCondition.values,
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.fileConsent(leadId, consent.applicant_id, consent.kind),
            ...stamp(ENTITY.fileConsent, consent.signed_at),
            ...consent,
            lead_id: leadId,
          },
        },
      },
    ]);
  },

  /**
   * Moves the file to `to` with its history entry and activity entry, setting `fields` with it, if the file is
   * still at `file.version`: false when it changed meanwhile (read again and decide again). The lead's copy of the
   * stage and of the furthest stage reached moves with it (ADR 119).
   */
  async changeStage(
    file: StoredFile,
    to: FileStage,
    change: { actor: LeadActor | null; kind: StageChange['actor']; reason: string | null },
    fields: StageFields = {},
    now = new Date().toISOString(),
  ): Promise<boolean> {
    const entry: StageChange = {
      stage: to,
      from: file.stage,
      at: now,
      actor: change.kind,
      actor_id: change.actor?.id ?? null,
      reason: change.reason,
    };
    const set = Object.entries(fields).filter(([, value]) => value !== undefined);
    const reached = furthestStage(file, to);
    return transactWriteIfAllowed(
      [
        {
          Update: {
            TableName: tableName,
            Key: keys.borrowerFile(file.lead_id),
            UpdateExpression: [
              'SET stage = :stage, stage_history = :history, reached_stage = :reached, version = :next, updated_at = :now, updatedAt = :now',
              ...set.map(([name]) => `${name} = :${name}`),
            ].join(', '),
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: {
              ':stage': to,
              ':history': withChange(file.stage_history, entry),
              ':reached': reached,
              ':next': file.version + 1,
              ':version': file.version,
              ':now': now,
              ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
            },
          },
        },
        eventPut(file.lead_id, {
          kind: 'file_stage',
          at: now,
          actor: change.actor,
          from: file.stage,
          to,
          reason: change.reason,
        }),
        leadStageUpdate(file.lead_id, to, reached, now),
      ],
      [0, 2],
    );
  },

  /**
   * Whether the applicant is still on the lead's file (their own item is there): a session whose file was deleted
   * with its lead no longer signs anyone in. One GetItem of the key only.
   */
  async hasApplicant(leadId: string, applicantId: string): Promise<boolean> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.fileApplicant(leadId, applicantId),
        ProjectionExpression: 'PK',
      }),
    );
    return Item !== undefined;
  },

  // ---- A lead's deletion (ADR 118)
  /**
   * What of a lead's file goes with the lead (FileLeftovers): one Query of the lead's partition, its `FILE` and
   * `FILE#…` items only, each with just the attributes naming something to delete; undefined when it has none.
   * Tolerant of any item's shape: a deletion must not stop at an item the schemas would refuse.
   */
  async leftovers(leadId: string): Promise<FileLeftovers | undefined> {
    const fileSk = keys.borrowerFile(leadId).SK;
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :file)',
      ProjectionExpression: 'PK, SK, #applicants, #applicant, #link, #files, #pending',
      ExpressionAttributeNames: {
        '#applicants': 'applicants',
        '#applicant': 'applicant_id',
        '#link': 'link_hash',
        '#files': 'files',
        '#pending': '_pending',
      },
      ExpressionAttributeValues: { ':pk': keys.lead(leadId).PK, ':file': fileSk },
      ConsistentRead: true,
    });
    if (items.length === 0) return undefined;
    const fileItem = items.find((item) => item.SK === fileSk);
    const linkHashes = new Map<string, string>();
    for (const item of items) {
      if (String(item.SK).startsWith(keys.fileApplicantPrefix) && typeof item.link_hash === 'string')
        linkHashes.set(String(item.applicant_id), item.link_hash);
    }
    const applicants = ((fileItem?.applicants ?? []) as { id?: unknown; email?: unknown }[]).flatMap(
      (applicant) =>
        typeof applicant.id === 'string'
          ? [
              {
                id: applicant.id,
                email: typeof applicant.email === 'string' ? applicant.email : '',
                linkHash: linkHashes.get(applicant.id) ?? null,
              },
            ]
          : [],
    );
    const objectKeys = items.flatMap((item) => [
      ...strings(((item.files ?? []) as { key?: unknown }[]).map((file) => file.key)),
      ...strings(
        Object.values((item._pending ?? {}) as Record<string, { key?: unknown }>).map((up) => up.key),
      ),
    ]);
    return {
      items: items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
      applicants,
      objectKeys,
    };
  },

  /**
   * Deletes what `leftovers` found (the objects are the caller's, deleted first): the applicants' e-mail entries
   * (`BORROWER#<hash>`, `FILE#<lead>#<applicant>`) and current links (`BLINK#<hash>`), any code their addresses hold
   * for this file (`BCODE#<hash>`, only if it is this file's), then the file's items, `FILE` last: a deletion stopped
   * half way is found whole again by the next run, which reads the applicants from it. Batched, no read again.
   * Sessions are not keyed by anything the file holds: they end within 12 hours, and meanwhile fail the session check
   * (hasApplicant).
   */
  async removeWhole(leadId: string, found: FileLeftovers): Promise<void> {
    const withEmail = found.applicants.filter((applicant) => applicant.email);
    await deleteItems(
      [
        ...withEmail.map((applicant) =>
          keys.borrowerFileLink(emailHash(applicant.email), leadId, applicant.id),
        ),
        ...strings(found.applicants.map((applicant) => applicant.linkHash)).map((hash) =>
          keys.borrowerSignInLink(hash),
        ),
      ],
      `the sign-in entries of lead ${leadId}'s file`,
    );
    for (const address of new Set(withEmail.map((applicant) => emailHash(applicant.email)))) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: keys.borrowerSignInCode(address),
            ConditionExpression: 'lead_id = :lead',
            ExpressionAttributeValues: { ':lead': leadId },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    const fileKey = keys.borrowerFile(leadId);
    await deleteItems(
      found.items.filter((key) => key.SK !== fileKey.SK),
      `the items of lead ${leadId}'s file`,
    );
    await deleteItems([fileKey], `lead ${leadId}'s file`);
  },
  // ---- end of a lead's deletion
};

export type { PersonalSections, SharedSections };
