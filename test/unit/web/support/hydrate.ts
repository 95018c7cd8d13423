import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubBrowser } from './browser';

/**
 * Server rendering and hydration as the prerendered site goes through them: `prerender` puts a tree's server
 * HTML in the document, `hydrate` lets React take it over, and `recoveredErrors` lists what React had to
 * recover from while doing so (a mismatch between the HTML and the browser's first render). Each test starts
 * in a stubbed browser and ends with the root unmounted and the document empty.
 */

// Tells React these renders run under act() (testing-library does the same when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let recovered: unknown[] = [];

beforeEach(() => {
  stubBrowser();
  recovered = [];
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server's HTML of `tree`, in the document as the browser receives it (not yet hydrated). */
export function prerender(tree: () => ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  return container;
}

/** Hydrates the prerendered `container` with the same `tree`. */
export async function hydrate(container: HTMLElement, tree: () => ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (error) => recovered.push(error) });
  });
}

/** Server HTML of `tree`, hydrated in a container; returns the container. */
export async function prerenderAndHydrate(tree: () => ReactNode): Promise<HTMLElement> {
  const container = prerender(tree);
  await hydrate(container, tree);
  return container;
}

/** The errors React recovered from while hydrating in this test. */
export const recoveredErrors = () => recovered;
