import type { BorrowerSession } from '@maplestone/shared/schemas/borrower-file';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The borrower's session (ADR 118): the opaque token a sign-in answers, kept in sessionStorage, so it lasts as
 * long as the tab (a reload, the language switch) and no longer, and no other tab or later visitor of a shared
 * computer finds it. It is sent as `Authorization: Bearer …` and forgotten at its end or at the first 401.
 */
export const PORTAL_SESSION_KEY = 'maplestone.portal.session';

/** Why the session ended, for the sign-in page to say: a 401 ('ended') or the borrower's own sign-out. */
export type SessionEnd = 'ended' | 'signed-out';

const listeners = new Set<() => void>();
let lastEnd: SessionEnd | null = null;

function raw(): string | null {
  try {
    return window.sessionStorage.getItem(PORTAL_SESSION_KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null, now = Date.now()): BorrowerSession | null {
  if (!text) return null;
  try {
    const session = JSON.parse(text) as Partial<BorrowerSession>;
    if (typeof session.session !== 'string' || typeof session.expires_at !== 'string') return null;
    if (Date.parse(session.expires_at) <= now) return null;
    return session as BorrowerSession;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The stored session while it lasts, else null. */
export function readSession(now = Date.now()): BorrowerSession | null {
  return parse(raw(), now);
}

export function storeSession(session: BorrowerSession): void {
  lastEnd = null;
  try {
    window.sessionStorage.setItem(PORTAL_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (a private window's quota): the session holds in no storage, so the borrower signs in again.
  }
  notify();
}

/** Forgets the session; `why` is what the sign-in page says next. */
export function endSession(why: SessionEnd): void {
  lastEnd = why;
  try {
    window.sessionStorage.removeItem(PORTAL_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}

/** Why the last session ended in this tab (once read by the sign-in page, it is forgotten). */
export function takeSessionEnd(): SessionEnd | null {
  const why = lastEnd;
  lastEnd = null;
  return why;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, updated when a sign-in stores one or a sign-out or a 401 forgets it. */
export function usePortalSession(): BorrowerSession | null {
  const text = useSyncExternalStore(subscribe, raw, () => null);
  return useMemo(() => parse(text), [text]);
}
