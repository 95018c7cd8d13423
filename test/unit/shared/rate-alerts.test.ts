import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import {
  lowestTargetMetBy,
  rateAlertRequestSchema,
  targetHundredths,
  targetMet,
} from '@maplestone/shared/schemas/rate-alerts';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';

const F = rateAlertMessages.form;
const series = { province: 'Ontario', rate_type: 'fixed', term: '5 year' };

describe('which alerts a rate meets (target >= rate)', () => {
  it.each([
    // target, best rate, met
    [4.2, 4.2, true], // equal meets
    [4.2, 4.19, true],
    [4.2, 4.21, false],
    [4.2, 4.201, false], // a third decimal above the target
    [3.95, 3.945, true],
    [3.94, 3.945, false],
    [0.5, 0.5, true],
    [15, 3.94, true],
    [0.1 + 0.2, 0.3, true], // float noise does not move a target
    [4.1, 4.1, true],
  ])('target %s, rate %s → %s', (target, rate, met) => {
    expect(targetMet(target, rate)).toBe(met);
  });

  it('the queue query starts at exactly the lowest target a rate meets', () => {
    expect(lowestTargetMetBy(4.2)).toBe(420);
    expect(lowestTargetMetBy(3.945)).toBe(395);
    expect(lowestTargetMetBy(3.94)).toBe(394);
    expect(targetHundredths(4.2)).toBe(420);
    expect(targetHundredths(0.29)).toBe(29);
  });
});

describe('the armed queue key (GSI3)', () => {
  it('sorts targets as numbers, fixed width, with the id after', () => {
    const sk = (target: number) => keys.rateAlertArmed(series, targetHundredths(target), 'id').GSI3SK;
    expect(sk(4.2)).toBe('1000000420#id');
    const targets = [15, 0.5, 4.2, 10.05, 4.19, 9.99, 1];
    const sorted = [...targets].sort((a, b) => a - b);
    expect(targets.map(sk).sort()).toEqual(sorted.map(sk));
    // The query's lower bound: every target from 4.20 up, and none below.
    const from = keys.rateAlertArmedFrom(lowestTargetMetBy(4.2));
    expect(sk(4.2) >= from && sk(4.21) >= from && sk(15) >= from).toBe(true);
    expect(sk(4.19) >= from).toBe(false);
  });

  it('puts a series in its own partition, apart from other series and from leads', () => {
    const queue = keys.rateAlertArmed(series, 420, 'id').GSI3PK;
    expect(queue).toBe('RATEALERT#ARMED#Ontario#fixed#5 year');
    expect(keys.rateAlertArmedQueue({ ...series, term: '3 year' })).not.toBe(queue);
    expect(keys.rateAlertByEmail('A@Example.com', series, 'id').GSI4PK).toBe('RATEALERT#EMAIL#a@example.com');
    expect(keys.rateAlertByEmail('a@example.com', series, 'id').GSI4PK).not.toBe(
      keys.contactByEmail('a@example.com'),
    );
  });
});

describe('the alert form and request (rateAlertRequestSchema)', () => {
  const valid = {
    email: ' Sam@Example.com ',
    province: 'ON',
    rate_type: 'fixed',
    term: '5 year',
    target: '4.20',
    consent: true,
  };
  const messageOf = (change: Record<string, unknown>) => {
    const result = rateAlertRequestSchema.safeParse({ ...valid, ...change });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('reads a province code as its name and the typed target as a number', () => {
    expect(rateAlertRequestSchema.parse(valid)).toMatchObject({
      email: 'Sam@Example.com',
      province: 'Ontario',
      target: 4.2,
    });
    expect(rateAlertRequestSchema.parse({ ...valid, province: 'National', target: '4,05 %' }).target).toBe(
      4.05,
    );
    expect(rateAlertRequestSchema.parse({ ...valid, target: 15 }).target).toBe(15);
  });

  it.each([
    [{ consent: false }, F.consentMissing],
    [{ consent: undefined }, F.consentMissing],
    [{ target: '' }, F.targetRequired],
    [{ target: undefined }, F.targetRequired],
    [{ target: 'low' }, F.targetInvalid],
    [{ target: '4.2.1' }, F.targetInvalid],
    [{ target: 0.49 }, F.targetRange],
    [{ target: '15.01' }, F.targetRange],
    [{ target: 4.205 }, F.targetDecimals],
    [{ province: 'Narnia' }, F.regionInvalid],
    [{ term: '2 year' }, F.termInvalid],
    [{ rate_type: 'hybrid' }, F.typeInvalid],
  ])('%o → %s', (change, message) => {
    expect(messageOf(change)).toBe(message);
  });

  it('refuses a bad address and unknown fields', () => {
    expect(messageOf({ email: 'sam' })).not.toBeNull();
    expect(messageOf({ email: '' })).not.toBeNull();
    expect(messageOf({ admin: true })).not.toBeNull();
  });
});
