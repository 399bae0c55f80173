/*
 * Vite's build manifest (dist/.vite/manifest.json): which chunk each source module became, and what
 * it imports. Read at build time (the prerendered pages' links) and by the bundle budgets and bench.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The app's entry chunk: its script and stylesheet are in index.html already. */
export const ENTRY = 'index.html';

/** A chunk and everything it imports statically (what the browser fetches before running it), in the order met. */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
