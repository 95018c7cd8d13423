import { inject } from 'vitest';

/** Reads the running stack's public API directly (what the page should show). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, inject('stack').urls.api));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
