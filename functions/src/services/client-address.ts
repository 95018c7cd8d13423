import { isIP } from 'node:net';

/** An IPv6 client is counted by its /64: one subscriber line hands out a whole /64. */
function clientKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const full = [...headParts, ...Array(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${full.slice(0, 4).join(':')}::/64`;
}

/**
 * Who is calling. Behind CloudFront, API Gateway's sourceIp is the edge's address; CloudFront puts the
 * viewer's in CloudFront-Viewer-Address ("ip:port"), overwriting any a client sends. Else the source IP.
 */
export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string): string {
  const viewer = headers['cloudfront-viewer-address']?.trim();
  if (viewer) {
    const ip = viewer.replace(/^\[/, '').replace(/\]?:\d+$/, '');
    if (isIP(ip)) return clientKey(ip);
  }
  return clientKey(sourceIp);
}
