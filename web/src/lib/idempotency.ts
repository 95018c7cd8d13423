import { useRef } from 'react';

/** A fresh Idempotency-Key (a UUID v4). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for this content: the same as last time while the content is the same, else a new one. */
  keyFor(content: unknown): string;
  /** The content was stored: the next submission, even of the same content, is a new one. */
  spent(): void;
}

/**
 * One Idempotency-Key per form content, kept until it succeeds (ADR 023). A click after a lost answer
 * sends the same key, so the server answers with what it stored and writes nothing new; edited content
 * gets a new key (the server refuses a key reused for a different body).
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const last = useRef<{ content: string; key: string } | null>(null);
  const keys = useRef<IdempotencyKeys>({
    keyFor(content) {
      const text = JSON.stringify(content);
      if (last.current?.content !== text) last.current = { content: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    spent() {
      last.current = null;
    },
  });
  return keys.current;
}
