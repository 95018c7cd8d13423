import { type RateAlert, rateAlertSchema, targetHundredths } from '@maplestone/shared/schemas/rate-alerts';
import { ENTITY, keys, type RateAlertSeries, stamp } from '../keys';
import { conditionalUpdate, deleteItem, getItem, putNew, queryEntities, toEntity } from '../query';

export type { RateAlert };

const toAlert = (item: Record<string, unknown> | undefined) => toEntity(rateAlertSchema, item);

/** The index keys of an armed alert (the queue); removed when it fires or is unsubscribed. */
const armedKeys = (alert: Pick<RateAlert, 'id' | 'province' | 'rate_type' | 'term' | 'target'>) =>
  keys.rateAlertArmed(alert, targetHundredths(alert.target), alert.id);

/** One conditional UpdateItem; the item as it now is, or undefined when the condition did not hold. */
async function updateIf(
  id: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
  /** More attribute names than #status (each must be used by the update or the condition). */
  names: Record<string, string> = {},
): Promise<RateAlert | undefined> {
  return toAlert(
    await conditionalUpdate(keys.rateAlert(id), {
      UpdateExpression: update,
      ConditionExpression: `attribute_exists(PK) AND ${condition}`,
      ExpressionAttributeNames: { '#status': 'status', ...names },
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * Fired → armed, back in its series' queue, if `condition` still holds: a released claim and a "Keep
 * watching" are the same change, guarded differently.
 */
function armAgain(alert: RateAlert, at: string, condition: string, values: Record<string, unknown> = {}) {
  const queue = armedKeys(alert);
  return updateIf(
    alert.id,
    'SET #status = :armed, fired_at = :null, GSI3PK = :qpk, GSI3SK = :qsk, updated_at = :at, updatedAt = :at',
    condition,
    {
      ':armed': 'armed',
      ':fired': 'fired',
      ':null': null,
      ':qpk': queue.GSI3PK,
      ':qsk': queue.GSI3SK,
      ':at': at,
      ...values,
    },
  );
}

export const rateAlerts = {
  async get(id: string): Promise<RateAlert | undefined> {
    return toAlert(await getItem(keys.rateAlert(id)));
  },

  /** A new armed alert, in its series' queue, the list and its address's partition; false if the id is taken. */
  async create(alert: RateAlert): Promise<boolean> {
    return putNew({
      ...keys.rateAlert(alert.id),
      ...armedKeys(alert),
      ...keys.rateAlertList(alert, alert.id),
      ...keys.rateAlertByEmail(alert.email, alert, alert.id),
      ...stamp(ENTITY.rateAlert, alert.created_at),
      ...alert,
    });
  },

  /** This address's alerts (any case), optionally of one series only: one Query on GSI4. */
  async listByEmail(email: string, series?: RateAlertSeries): Promise<RateAlert[]> {
    return queryEntities(toAlert, 'GSI4', keys.rateAlertsOfEmail(email), {
      ...(series ? { prefix: keys.rateAlertSeriesPrefix(series) } : {}),
    });
  },

  /**
   * The same person asked again for the same series: the new target, consent and language, armed again (back
   * in the queue), whatever its state was.
   */
  async resubscribe(
    alert: RateAlert,
    change: { target: number; consent: RateAlert['consent']; language: NonNullable<RateAlert['language']> },
    at: string,
  ): Promise<RateAlert | undefined> {
    const queue = armedKeys({ ...alert, target: change.target });
    return updateIf(
      alert.id,
      'SET target = :target, consent = :consent, #language = :language, #status = :armed, fired_at = :null, unsubscribed_at = :null, GSI3PK = :qpk, GSI3SK = :qsk, updated_at = :at, updatedAt = :at',
      'email = :email',
      {
        ':target': change.target,
        ':consent': change.consent,
        ':language': change.language,
        ':armed': 'armed',
        ':null': null,
        ':qpk': queue.GSI3PK,
        ':qsk': queue.GSI3SK,
        ':at': at,
        ':email': alert.email,
      },
      // 'language' is one of DynamoDB's reserved words.
      { '#language': 'language' },
    );
  },

  /** The armed alerts of a series whose target is at least `fromHundredths`: one Query on the queue (GSI3). */
  async listArmedFrom(series: RateAlertSeries, fromHundredths: number): Promise<RateAlert[]> {
    return queryEntities(toAlert, 'GSI3', keys.rateAlertArmedQueue(series), {
      // '~' sorts after every digit: every target from the given one up.
      between: [keys.rateAlertArmedFrom(fromHundredths), '~'],
    });
  },

  /**
   * Claims an armed alert for its one e-mail: armed → fired and out of the queue, in one conditional write.
   * Undefined when it was not armed (another run claimed it, or it was unsubscribed): send nothing then.
   */
  async claimFiring(id: string, rate: number, at: string): Promise<RateAlert | undefined> {
    return updateIf(
      id,
      'SET #status = :fired, fired_at = :at, last_rate = :rate, updated_at = :at, updatedAt = :at REMOVE GSI3PK, GSI3SK',
      '#status = :armed',
      { ':fired': 'fired', ':armed': 'armed', ':at': at, ':rate': rate },
    );
  },

  /** A claim whose e-mail could not be sent is put back in the queue, so the next scrape tries again. */
  async releaseClaim(alert: RateAlert, at: string): Promise<boolean> {
    const released = await armAgain(alert, at, '#status = :fired AND fired_at = :firedAt', {
      ':firedAt': alert.fired_at,
    });
    return released !== undefined;
  },

  /** Fired → armed again (the e-mail's "Keep watching"); an armed one stays armed. Undefined when unsubscribed or unknown. */
  async rearm(id: string, at: string): Promise<RateAlert | undefined> {
    const alert = await this.get(id);
    if (!alert || alert.status === 'unsubscribed') return undefined;
    if (alert.status === 'armed') return alert;
    return armAgain(alert, at, '#status = :fired');
  },

  /** Out of the queue for good; the record (and its consent) stays as the proof of the withdrawal. Idempotent. */
  async unsubscribe(id: string, at: string): Promise<RateAlert | undefined> {
    const done = await updateIf(
      id,
      'SET #status = :unsubscribed, unsubscribed_at = :at, updated_at = :at, updatedAt = :at REMOVE GSI3PK, GSI3SK',
      '#status <> :unsubscribed',
      { ':unsubscribed': 'unsubscribed', ':at': at },
    );
    return done ?? (await this.get(id));
  },

  /**
   * Every alert counted by series, target and status (issue 33, ADR 094): the counts item count-events keeps
   * from the stream (services/rate-alert-counts.ts), its attributes as stored; one GetItem.
   */
  async totals(): Promise<Record<string, unknown>> {
    return (await getItem(keys.rateAlertTotals)) ?? {};
  },

  /** Deletes an alert (a privacy erasure); true when there was one. */
  async remove(id: string): Promise<boolean> {
    return (await deleteItem(keys.rateAlert(id))) !== undefined;
  },
};
