import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from '../../../web/src/lib/authed-api';

describe('safeNext: where /auth may send the user back to', () => {
  it.each([
    ['/agent-dashboard', '/agent-dashboard'],
    ['/agent-dashboard/leads?status=new&page=2', '/agent-dashboard/leads?status=new&page=2'],
    ['/super-admin/agents#top', '/super-admin/agents#top'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['agent-dashboard'],
    ['//evil.example.com/agent-dashboard'],
    ['/\\evil.example.com'],
    ['/\t/evil.example.com'],
    ['https://evil.example.com/'],
    ['javascript:alert(1)'],
    ['/auth?next=/agent-dashboard'],
    [`/${'a'.repeat(2048)}`],
  ])('refuses %s', (next) => {
    expect(safeNext(next)).toBeNull();
  });

  it('builds /auth?next=... for a page, plain /auth for home or a refused one', () => {
    expect(signInPath('/agent-dashboard/leads?x=1')).toBe('/auth?next=%2Fagent-dashboard%2Fleads%3Fx%3D1');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example.com')).toBe('/auth');
  });
});
