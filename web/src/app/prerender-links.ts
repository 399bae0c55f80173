/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * The `<link>` tags a prerendered page needs in its head: the stylesheets of the lazily loaded
 * modules its first view is made of (so it is styled when it first shows, not a moment later) and
 * their scripts as module preloads (fetched beside the entry, not after it). The entry's own script
 * and stylesheet are in index.html already.
 */
export function prerenderLinks(manifest: BuildManifest, modules: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (key === ENTRY) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is it still loaded lazily?`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
