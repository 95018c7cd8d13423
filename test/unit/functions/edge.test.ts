import { describe, expect, it } from 'vitest';
import { carriesEdgeSecret, ORIGIN_VERIFY_HEADER } from '../../../functions/src/lib/edge';

describe('requests must come through the edge when a secret is configured', () => {
  const secret = 'k'.repeat(48);

  it('lets every request through on the local stack (no secret)', () => {
    expect(carriesEdgeSecret({}, undefined)).toBe(true);
  });

  it('accepts the exact secret and refuses a missing, wrong or longer one', () => {
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: secret }, secret)).toBe(true);
    expect(carriesEdgeSecret({}, secret)).toBe(false);
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) }, secret)).toBe(false);
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: `${secret}k` }, secret)).toBe(false);
  });
});
