import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../functions/src/services/client-address';

describe('clientAddress', () => {
  it("takes the viewer's address CloudFront forwards, without its port", () => {
    expect(clientAddress({ 'cloudfront-viewer-address': '203.0.113.7:51234' }, '10.0.0.1')).toBe(
      '203.0.113.7',
    );
  });

  it('counts an IPv6 client by its /64', () => {
    const a = clientAddress({ 'cloudfront-viewer-address': '2001:db8:1:2:aaaa::1:443' }, '10.0.0.1');
    const b = clientAddress(
      { 'cloudfront-viewer-address': '2001:db8:1:2:bbbb:cccc:dddd:eeee:443' },
      '10.0.0.1',
    );
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientAddress({}, '2001:db8::9')).toBe('2001:db8:0:0::/64');
  });

  it('falls back to the source IP when the header is absent or not an address', () => {
    expect(clientAddress({}, '198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddress({ 'cloudfront-viewer-address': 'nonsense' }, '198.51.100.4')).toBe('198.51.100.4');
  });
});
