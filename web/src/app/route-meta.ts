import { SITE } from '../content/site.ts';
import { NOT_FOUND_META, ROUTES, type RouteMeta } from './route-table.ts';

/** A route's path as a pattern: a `:param` segment is any one segment. Route matching ignores case. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`, 'i');
const PATTERNS = Object.values(ROUTES).map((route): [RegExp, RouteMeta] => [patternOf(route.path), route]);

/**
 * A console section (/committee-console/{path}) names itself in the tab by its path in words
 * ("committee-members": "Committee members"), which is also how console-sections.tsx labels it
 * (its test holds them equal), so a new section is titled without a second list here.
 */
const CONSOLE_PATH = new RegExp(`^${ROUTES['committee-console'].path}/([a-z]+(?:-[a-z]+)*)$`, 'i');

function consoleSectionMeta(path: string): RouteMeta | undefined {
  const section = CONSOLE_PATH.exec(path)?.[1]?.toLowerCase();
  if (section === undefined) return undefined;
  const consoleMeta = ROUTES['committee-console'];
  const label = section.charAt(0).toUpperCase() + section.slice(1).replaceAll('-', ' ');
  return { ...consoleMeta, path, title: `${label} - ${consoleMeta.title}` };
}

/** Route matching ignores case (the navigation links to /Committee), and so does this. */
export function metaForPath(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? consoleSectionMeta(path) ?? NOT_FOUND_META;
}

export function documentTitle(meta: RouteMeta): string {
  return meta.path === '/' ? `${SITE.shortName} - ${SITE.name}` : `${meta.title} - ${SITE.shortName}`;
}
