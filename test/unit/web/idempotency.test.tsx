// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from '../../../web/src/lib/idempotency';
import './support/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('one Idempotency-Key per form content', () => {
  it('keeps the key while the content is the same, changes it with the content, renews it after success', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const form = { client_name: 'Jordan', client_email: 'jordan@example.com', metadata: { price: 0 } };

    const first = result.current.keyFor(form);
    expect(first).toMatch(UUID);
    // A click after a lost answer (or a re-render in between): the same key.
    rerender();
    expect(result.current.keyFor({ ...form, metadata: { price: 0 } })).toBe(first);

    // Edited content is another request: a new key (the server refuses a key reused for another body).
    const edited = result.current.keyFor({ ...form, client_name: 'Jordan T.' });
    expect(edited).not.toBe(first);
    expect(result.current.keyFor({ ...form, client_name: 'Jordan T.' })).toBe(edited);

    // Stored: the same content sent again is a new lead.
    result.current.spent();
    expect(result.current.keyFor({ ...form, client_name: 'Jordan T.' })).not.toBe(edited);
  });

  it('gives each form its own keys', () => {
    const one = renderHook(() => useIdempotencyKey()).result.current;
    const two = renderHook(() => useIdempotencyKey()).result.current;
    expect(one.keyFor({ a: 1 })).not.toBe(two.keyFor({ a: 1 }));
  });
});
