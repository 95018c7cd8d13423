import type { Catalogue } from '@maplestone/shared/i18n/en/index';

/**
 * The French catalogue, one chunk that only French pages download (ADR 085). A prerendered French page loads
 * it before hydrating; the prerenderer hands it over at once (provideFrench); anything else waits for it.
 */
export interface French {
  words: Catalogue;
}

let loaded: French | undefined;
let loading: Promise<French> | undefined;

export function loadFrench(): Promise<French> {
  loading ??= import('@maplestone/shared/i18n/fr/index').then(({ french }) => {
    loaded = { words: french };
    return loaded;
  });
  return loading;
}

/** The catalogue if it has arrived (no wait). */
export function loadedFrench(): French | undefined {
  return loaded;
}

/** For the prerenderer, which imports the catalogue itself. */
export function provideFrench(french: French): void {
  loaded = french;
  loading = Promise.resolve(french);
}
