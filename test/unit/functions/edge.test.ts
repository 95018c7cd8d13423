import { describe, expect, it } from 'vitest';
import {
  acceptedEdgeSecrets,
  carriesEdgeSecret,
  ORIGIN_VERIFY_HEADER,
} from '../../../functions/src/lib/edge';

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

describe('rotating the origin-verify secret with no refused request', () => {
  const current = 'c'.repeat(48);
  const next = 'n'.repeat(48);

  it('accepts the header value and the also-accepted one of the deployed JSON secret', () => {
    const accepted = acceptedEdgeSecrets(JSON.stringify({ header: current, alsoAccepted: next }));
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: current }, accepted)).toBe(true);
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: next }, accepted)).toBe(true);
    expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) }, accepted)).toBe(false);
    expect(carriesEdgeSecret({}, accepted)).toBe(false);
  });

  it('accepts only the header value once the rotation is finished (no alsoAccepted, or an empty one)', () => {
    for (const secret of [{ header: next }, { header: next, alsoAccepted: '' }]) {
      const accepted = acceptedEdgeSecrets(JSON.stringify(secret));
      expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: next }, accepted)).toBe(true);
      expect(carriesEdgeSecret({ [ORIGIN_VERIFY_HEADER]: current }, accepted)).toBe(false);
    }
  });

  it('reads a plain string as the one accepted value, and refuses to start with a JSON secret lacking a header', () => {
    expect(acceptedEdgeSecrets(current)).toEqual([current]);
    expect(acceptedEdgeSecrets(undefined)).toEqual([]);
    expect(() => acceptedEdgeSecrets('{"alsoAccepted":""}')).toThrow(/no "header" value/);
  });
});
