import * as z from 'zod';
import { SourceError } from '../../lib/fetch-text';

/**
 * The Bank of Canada's Valet API, read by the scrape (its reference rates) and the rate history (the posted
 * series): {"seriesDetail": {...}, "observations": [{"d": "2026-11-18", "V80691335": {"v": "6.09"}}]}
 */
export const VALET = 'https://www.bankofcanada.ca/valet/observations';

const valetSchema = z.object({
  observations: z.array(z.looseObject({ d: z.string() })),
});

export type ValetObservation = z.infer<typeof valetSchema>['observations'][number];

/** A Valet answer's observations; SourceError 'malformed' when it is not JSON or has none. */
export function valetObservations(url: string, json: string): ValetObservation[] {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new SourceError(url, 'malformed', 'not JSON');
  }
  const parsed = valetSchema.safeParse(body);
  if (!parsed.success) throw new SourceError(url, 'malformed', 'no observations');
  return parsed.data.observations;
}
