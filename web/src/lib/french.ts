import type { Catalogue } from '@maplestone/shared/i18n/catalogue';

/**
 * The French catalogue, one chunk that only French pages download (ADR 085). A prerendered French page loads
 * it before hydrating; the prerenderer hands it over at once (provideFrench); anything else waits for it.
 */
let loaded: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

export function loadFrench(): Promise<Catalogue> {
  loading ??= import('@maplestone/shared/fr/index').then(({ french }) => {
    loaded = french;
    return french;
  });
  return loading;
}

/** The catalogue if it has arrived (no wait). */
export function loadedFrench(): Catalogue | undefined {
  return loaded;
}

/** For the prerenderer, which imports the catalogue itself. */
export function provideFrench(catalogue: Catalogue): void {
  loaded = catalogue;
  loading = Promise.resolve(catalogue);
}
