import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';

// Stored key shapes: existing items keep working only while these stay exactly as they are.
describe('key shapes', () => {
  it('keeps the shapes of stored items and list partitions', () => {
    expect(keys.agent('a1')).toEqual({ PK: 'AGENT#a1', SK: 'AGENT' });
    expect(keys.lead('l1')).toEqual({ PK: 'LEAD#l1', SK: 'LEAD' });
    expect(keys.leadOwner('a1', '2026-01-02T00:00:00Z', 'l1')).toEqual({
      GSI1PK: 'AGENT#a1',
      GSI1SK: 'LEAD#2026-01-02T00:00:00Z#l1',
    });
    expect(keys.pageView('v1')).toEqual({ PK: 'PAGEVIEW#v1', SK: 'PAGEVIEW' });
    expect(keys.dailyStats('2026-01-02')).toEqual({ PK: 'STATS', SK: 'DAY#2026-01-02' });
    expect(keys.agentDailyStats('a1', '2026-01-02')).toEqual({ PK: 'AGENT#a1', SK: 'STATS#DAY#2026-01-02' });
    expect(keys.agentStats('a1')).toEqual({ PK: 'AGENT#a1', SK: 'STATS' });
    expect(keys.cache('rates')).toEqual({ PK: 'CACHE', SK: 'rates' });
    expect(keys.subscriber('A@B.ca')).toEqual({ PK: 'SUBSCRIBER#a@b.ca', SK: 'SUBSCRIBER' });
    expect(keys.rateHistoryPoint('BOC#V1', '2026-01-02')).toEqual({
      PK: 'RATEHIST#BOC#V1',
      SK: 'DAY#2026-01-02',
    });
    expect(keys.rateAlert('r1')).toEqual({ PK: 'RATEALERT#r1', SK: 'RATEALERT' });
    expect(keys.exportJob('e1')).toEqual({ PK: 'EXPORT#e1', SK: 'EXPORT' });
    // Issue 34 (ADR 096): a chat conversation's transcript, beside its lead.
    expect(keys.chatTranscript('l1')).toEqual({ PK: 'LEAD#l1', SK: 'TRANSCRIPT' });
    // Issue 33 (ADR 094): the open privacy requests' queue and the rate alerts' counts.
    expect(keys.privacyRequestOpen('2026-02-01', 'p1')).toEqual({
      GSI3PK: 'PRIVACY#OPEN',
      GSI3SK: '2026-02-01#p1',
    });
    expect(keys.rateAlertTotals).toEqual({ PK: 'STATS', SK: 'RATEALERTS' });
    expect(keys.rateAlertRemovalCounted('r1')).toEqual({ PK: 'RATEALERT#r1', SK: 'REMOVAL_COUNTED' });
    expect(
      keys.postList({ id: 'p1', is_published: true, published_at: '2026-01-02', createdAt: '2026-01-01' })
        .GSI2PK,
    ).toBe('POST#PUBLISHED');
    expect(keys.testimonialOwner(null, 't', 'x').GSI1PK).toBe('ADMIN_TESTIMONIALS');
    expect(keys.lists).toMatchObject({
      agent: 'AGENT',
      lead: 'LEAD',
      rate: 'RATE',
      subscriber: 'SUBSCRIBER',
      agentStats: 'AGENT_STATS',
      postsDrafts: 'POST#DRAFT',
    });
    expect(keys.ownedPrefixes).toEqual({
      lead: 'LEAD#',
      post: 'POST#',
      testimonial: 'TESTIMONIAL#',
      document: 'DOCUMENT#',
    });
    expect(keys.platformStats).toBe('STATS');
    expect(keys.dailyStatsPrefix).toBe('DAY#');
  });
});
