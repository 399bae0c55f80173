import { ENTRY, staticClosure, type BuildManifest } from './build-manifest.ts';

/**
 * The `<link>` tags a page's first view needs in its head: the stylesheets of the lazily loaded
 * modules it is made of (so a prerendered view is styled when it first shows, not a moment later)
 * and their scripts as module preloads (fetched beside the entry, not after it); with `readsContent`,
 * also the modules those import on demand. The entry's own script and stylesheet are in index.html.
 */
export function prerenderLinks(manifest: BuildManifest, modules: readonly string[], options: { readsContent?: boolean } = {}): string {
  // The entry and what it imports are loaded by index.html's own tags.
  const keys = staticClosure(manifest, ENTRY);
  const loadedByEntry = new Set(keys);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest: is it still loaded lazily?`);
    staticClosure(manifest, module, keys);
    // A page that shows fetched content imports the code that reads it (the contract's schemas)
    // when it asks: fetched beside the page too, that step costs no round trip of its own.
    if (options.readsContent) for (const imported of manifest[module]!.dynamicImports ?? []) staticClosure(manifest, imported, keys);
  }
  const chunks = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('\n    ');
}
