import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LOCALES } from '@maplestone/shared/i18n/locale';
import { BORROWER_TOKEN } from '@maplestone/shared/schemas/borrower-file';
import { timestampSchema } from '@maplestone/shared/schemas/common';
import { idSchema } from '@maplestone/shared/schemas/id';
import * as z from 'zod';
import { DeleteCommand, db, PutCommand, tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import {
  conditionalUpdate,
  deleteItem,
  getItem,
  isConditionFailure,
  putNew,
  queryPartition,
  type TransactItem,
  toEntity,
} from '../query';
import { ttlAfter } from '../table';

/*
 * The portal's sign-in (issue 38, ADR 118): invitation links, e-mailed codes and sessions, each kept by the
 * SHA-256 of its secret only, so the table never holds a token that works. Every item expires by the table's TTL
 * (`expiresAt`); a read checks its own expiry too (the TTL sweep is lazy).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A link works 7 days; its item is kept 30, so a late click is told "expired" (and offered a new link). */
export const LINK_LIFETIME_SECONDS = 7 * DAY;
export const LINK_KEPT_SECONDS = 30 * DAY;
/** A code works 10 minutes and allows 5 tries; asking again replaces it. */
export const CODE_LIFETIME_SECONDS = 10 * MINUTE;
export const CODE_TRIES = 5;
/** A session lasts 12 hours. */
export const SESSION_LIFETIME_SECONDS = 12 * HOUR;
/** Sign-in e-mails (codes, renewed links) one address may ask for in an hour. */
export const SIGN_IN_MAILS_PER_HOUR = 5;

/** SHA-256 in hex: how tokens, codes and e-mail addresses are kept and keyed. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** An e-mail address's key: the hash of its trimmed, lower-case form. */
export const emailHash = (email: string) => sha256(email.trim().toLowerCase());
/** A new token: 256 random bits in base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
/** A new 6-digit code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code's hash, salted with its address's (the same code of two addresses hashes apart). */
const codeHash = (addressHash: string, code: string) => sha256(`${addressHash}:${code}`);

export const isBorrowerToken = (token: string) => BORROWER_TOKEN.test(token);

const nowIso = () => new Date().toISOString();
const plus = (at: string, seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();

const linkSchema = z.object({
  hash: z.string(),
  lead_id: idSchema,
  applicant_id: idSchema,
  created_at: timestampSchema,
  expires_at: timestampSchema,
  used_at: timestampSchema.nullable(),
  /** Set when a newer link replaced it: it then reads as expired. */
  revoked_at: timestampSchema.nullable(),
});
export type SignInLink = z.infer<typeof linkSchema>;

const sessionSchema = z.object({
  hash: z.string(),
  lead_id: idSchema,
  applicant_id: idSchema,
  created_at: timestampSchema,
  expires_at: timestampSchema,
});
export type BorrowerSessionRecord = z.infer<typeof sessionSchema>;

const codeSchema = z.object({
  code_hash: z.string(),
  lead_id: idSchema,
  applicant_id: idSchema,
  tries: z.number().int().min(0),
  created_at: timestampSchema,
  expires_at: timestampSchema,
});

const fileLinkSchema = z.object({
  lead_id: idSchema,
  applicant_id: idSchema,
  language: z.enum(LOCALES),
  invited_at: timestampSchema,
});
export type BorrowerFileLink = z.infer<typeof fileLinkSchema>;

/** Why a link does not sign in. */
export type LinkRefusal = 'unknown' | 'link_used' | 'link_expired';

/** A code's check: signed in (the code was right, and is spent), or why not. */
export type CodeCheck =
  | { ok: true; leadId: string; applicantId: string }
  | { ok: false; reason: 'no_code' | 'wrong_code' | 'locked' };

export interface NewLink {
  token: string;
  hash: string;
  expiresAt: string;
}

export const borrowerSignIn = {
  /**
   * A new invitation link's Put (for the invitation's transaction): its token is returned to be e-mailed, only
   * its hash is stored. `now` may be in the past (tests make expired links that way).
   */
  newLink(leadId: string, applicantId: string, now = nowIso()): { link: NewLink; put: TransactItem } {
    const token = newToken();
    const hash = sha256(token);
    const expiresAt = plus(now, LINK_LIFETIME_SECONDS);
    const item = {
      ...keys.borrowerSignInLink(hash),
      ...stamp(ENTITY.borrowerSignInLink, now),
      hash,
      lead_id: leadId,
      applicant_id: applicantId,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      expiresAt: ttlAfter(now, LINK_KEPT_SECONDS),
    } satisfies SignInLink & Record<string, unknown>;
    return {
      link: { token, hash, expiresAt },
      put: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    };
  },

  /** The Update that stops an older link from working (a newer one was sent), for the same transaction. */
  revokeLink(hash: string, now = nowIso()): TransactItem {
    return {
      Update: {
        TableName: tableName,
        Key: keys.borrowerSignInLink(hash),
        UpdateExpression: 'SET revoked_at = :now, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now },
      },
    };
  },

  /** A link by its token (hashed), whatever its state. */
  async link(token: string): Promise<SignInLink | undefined> {
    return this.linkByHash(sha256(token));
  },

  /** A link by its hash, whatever its state (undefined once its item is gone, 30 days on). */
  async linkByHash(hash: string): Promise<SignInLink | undefined> {
    return toEntity(linkSchema, await getItem(keys.borrowerSignInLink(hash)));
  },

  /**
   * Spends a link: one conditional write marks it used, so of two clicks only one signs in. The link, or why
   * it does not sign in: unknown, used, expired (or replaced by a newer one).
   */
  async useLink(token: string, now = nowIso()): Promise<SignInLink | LinkRefusal> {
    const key = keys.borrowerSignInLink(sha256(token));
    const used = await conditionalUpdate(key, {
      UpdateExpression: 'SET used_at = :now, updatedAt = :now',
      ConditionExpression:
        'attribute_exists(PK) AND used_at = :null AND revoked_at = :null AND expires_at > :now',
      ExpressionAttributeValues: { ':now': now, ':null': null },
    });
    if (used) return toEntity(linkSchema, used)!;
    const link = toEntity(linkSchema, await getItem(key));
    if (!link) return 'unknown';
    if (link.used_at) return 'link_used';
    return 'link_expired';
  },

  /** A new session for an applicant: its token (sent once, to the portal) and when it ends. */
  async createSession(
    leadId: string,
    applicantId: string,
    now = nowIso(),
  ): Promise<{ token: string; expiresAt: string }> {
    const token = newToken();
    const hash = sha256(token);
    const expiresAt = plus(now, SESSION_LIFETIME_SECONDS);
    await putNew({
      ...keys.borrowerSession(hash),
      ...stamp(ENTITY.borrowerSession, now),
      hash,
      lead_id: leadId,
      applicant_id: applicantId,
      created_at: now,
      expires_at: expiresAt,
      expiresAt: ttlAfter(expiresAt, 0),
    } satisfies BorrowerSessionRecord & Record<string, unknown>);
    return { token, expiresAt };
  },

  /** The live session of a token, or undefined (unknown or past its end). */
  async session(token: string, now = nowIso()): Promise<BorrowerSessionRecord | undefined> {
    const session = toEntity(sessionSchema, await getItem(keys.borrowerSession(sha256(token))));
    return session && session.expires_at > now ? session : undefined;
  },

  /** Ends a session (sign-out): its item is deleted. */
  async endSession(hash: string): Promise<void> {
    await deleteItem(keys.borrowerSession(hash));
  },

  /**
   * Counts one more sign-in e-mail to this address in this UTC hour if fewer than `limit` went, in one
   * conditional ADD whatever the callers: false when the hour's limit is reached.
   */
  async reserveMail(email: string, now = nowIso(), limit = SIGN_IN_MAILS_PER_HOUR): Promise<boolean> {
    const hour = now.slice(0, 13);
    const counted = await conditionalUpdate(keys.borrowerSignInCount(emailHash(email), hour), {
      UpdateExpression: 'ADD sent :one SET #et = :et, updatedAt = :now, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
      ExpressionAttributeNames: { '#et': '_et' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': limit,
        ':et': ENTITY.borrowerSignInCount,
        ':now': now,
        ':expires': ttlAfter(`${hour}:00:00.000Z`, 2 * HOUR),
      },
    });
    return counted !== undefined;
  },

  /** Stores a new code for an address (replacing any earlier one): 10 minutes, 5 tries. Returns the code. */
  async createCode(email: string, leadId: string, applicantId: string, now = nowIso()): Promise<string> {
    const code = newCode();
    const address = emailHash(email);
    const expiresAt = plus(now, CODE_LIFETIME_SECONDS);
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.borrowerSignInCode(address),
          ...stamp(ENTITY.borrowerSignInCode, now),
          code_hash: codeHash(address, code),
          lead_id: leadId,
          applicant_id: applicantId,
          tries: 0,
          created_at: now,
          expires_at: expiresAt,
          expiresAt: ttlAfter(expiresAt, 0),
        },
      }),
    );
    return code;
  },

  /**
   * Checks a code. A wrong one counts a try (ADD, conditional on fewer than 5): the fifth locks the code. A right
   * one is spent by a conditional delete, so it signs in once.
   */
  async checkCode(email: string, code: string, now = nowIso()): Promise<CodeCheck> {
    const address = emailHash(email);
    const key = keys.borrowerSignInCode(address);
    const stored = toEntity(codeSchema, await getItem(key));
    if (!stored || stored.expires_at <= now) return { ok: false, reason: 'no_code' };
    if (stored.tries >= CODE_TRIES) return { ok: false, reason: 'locked' };
    if (stored.code_hash !== codeHash(address, code)) {
      const counted = await conditionalUpdate(key, {
        UpdateExpression: 'ADD tries :one SET updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND tries < :max AND code_hash = :hash',
        ExpressionAttributeValues: { ':one': 1, ':max': CODE_TRIES, ':now': now, ':hash': stored.code_hash },
      });
      return { ok: false, reason: counted ? 'wrong_code' : 'locked' };
    }
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: key,
          ConditionExpression: 'code_hash = :hash AND tries < :max',
          ExpressionAttributeValues: { ':hash': stored.code_hash, ':max': CODE_TRIES },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) return { ok: false, reason: 'no_code' };
      throw error;
    }
    return { ok: true, leadId: stored.lead_id, applicantId: stored.applicant_id };
  },

  /** The Put of an applicant's e-mail → file item (for the invitation's transaction). */
  fileLinkPut(email: string, link: BorrowerFileLink, now = nowIso()): TransactItem {
    return {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.borrowerFileLink(emailHash(email), link.lead_id, link.applicant_id),
          ...stamp(ENTITY.borrowerFileLink, now),
          ...link,
        },
      },
    };
  },

  /** The files an address was invited to, the latest invitation first (one Query of `BORROWER#<hash>`). */
  async filesOf(email: string): Promise<BorrowerFileLink[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.borrowerFilesOf(emailHash(email)), {
      prefix: keys.borrowerFileLinkPrefix,
    });
    return items
      .map((item) => toEntity(fileLinkSchema, item)!)
      .sort((a, b) => b.invited_at.localeCompare(a.invited_at));
  },
};
