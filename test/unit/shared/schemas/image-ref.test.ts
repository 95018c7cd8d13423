import { describe, expect, it } from 'vitest';
import { imageRefSchema } from '../../../../shared/src/schemas/common';

describe('imageRefSchema (what an upload field saves on a record)', () => {
  it.each([
    [
      'the local stand-in’s upload URL (an IP host with a port)',
      'http://127.0.0.1:4569/agent-media/agent-1/1795370122782-bg.png',
    ],
    ['a CDN URL', 'https://media.maplestone.example/agent-media/agent-1/photo.jpg'],
    ['a storage key', 'agent-1/1700000000-photo.jpg'],
  ])('accepts %s', (_, value) => {
    expect(imageRefSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['another protocol', 'ftp://files.example.com/photo.jpg'],
    ['a URL with no host', 'http://'],
    ['words', 'not a url'],
    ['a key that climbs out of its folder', 'agent-1/../secrets.txt'],
  ])('refuses %s with the URL message', (_, value) => {
    const result = imageRefSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please enter a valid URL starting with http:// or https://',
    );
  });
});
