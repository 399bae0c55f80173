// Reads the production build's Vite manifest to find what a route loads before it can render.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY, staticClosure, type BuildManifest } from '../../web/src/app/build-manifest.ts';

export const DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

export function readManifest(dist = DIST): BuildManifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No production build at ${dist}: run npm run build -w web first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

/**
 * JavaScript files the page needs on first load: the entry plus the route's lazy page chunk, and any
 * other lazy chunks the route loads at once (each with its static imports).
 */
export function firstLoadFiles(manifest: BuildManifest, pageSource: string, ...alsoLoaded: string[]): string[] {
  const keys = new Set([pageSource, ...alsoLoaded].flatMap((source) => [...staticClosure(manifest, source)]));
  for (const key of staticClosure(manifest, ENTRY)) keys.add(key);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Around the pages that need a signed-in user; it loads Firebase Auth (AUTH_SERVICE) beside its page. */
export const AUTH_ROOT = 'src/firebase/auth-root.tsx';
export const AUTH_SERVICE = 'src/firebase/auth-service.ts';

/** What a page under AuthRoot loads before it works: its first load, AuthRoot and Firebase Auth. */
export function signedInLoadFiles(manifest: BuildManifest, pageSource: string): string[] {
  return firstLoadFiles(manifest, pageSource, AUTH_ROOT, AUTH_SERVICE);
}

/** The layout route of the screens that read as a member: the API session and TanStack Query. */
export const SIGNED_IN_AREA = 'src/firebase/signed-in-area.tsx';

/** What a member's page (dashboard, console) loads before it works: a signed-in load and the signed-in area. */
export function memberLoadFiles(manifest: BuildManifest, pageSource: string): string[] {
  return [...new Set([...signedInLoadFiles(manifest, pageSource), ...firstLoadFiles(manifest, SIGNED_IN_AREA)])];
}

export function gzipSize(file: string, dist = DIST): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export function allFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [relative(DIST, path)];
  });
}

/** Whether the chunk was built from any module of `pkg` (its source map lists the modules). */
export function bundlesPackage(file: string, pkg: string, dist = DIST): boolean {
  return chunkSources(file, dist).some((source) => source.includes(`node_modules/${pkg}/`));
}

/**
 * The modules a chunk was built from, as its source map lists them. Rolldown's own runtime chunk
 * (its module helpers, shared by the lazily imported contract modules) is written without a map.
 */
export function chunkSources(file: string, dist = DIST): string[] {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) {
    if (/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
    throw new Error(`No source map for ${file}: the bundle checks read source maps.`);
  }
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}
