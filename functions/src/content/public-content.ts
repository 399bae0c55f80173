import type { ApiReply, ApiRequest } from '../http/api-request.ts';
import { bodyTag, cachedAnswer, EncodedBodies } from '../http/cached-answer.ts';

/*
 * The public content the committee edits in the console (events, videos, albums, the committee
 * page): one Firestore document each under `content/`, served to anonymous visitors as they are
 * saved, with the directory's strong ETags, 304s and compression (http/cached-answer.ts).
 */

/**
 * Browsers always revalidate (a 304 costs one document read), so a visitor sees a committee edit on
 * the next visit; the Hosting CDN may keep an answer for 10 s to absorb bursts of visitors. So an
 * edit shows on the public pages within about ten seconds.
 */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

export interface PublicRepresentation {
  /** Names the representation in this instance's cache, e.g. `events.json`. */
  key: string;
  /** The version of its source (contentVersion): the same version always renders the same bytes. */
  version: string;
  contentType: string;
  render(): string;
}

/** The last body rendered per key in this function instance, with its compressed forms. */
const rendered = new Map<string, { version: string; bodies: EncodedBodies }>();

/**
 * A public GET answer: rendered once per version and instance, a strong ETag per encoding, 304 for
 * a matching If-None-Match, brotli or gzip when accepted.
 */
export async function servePublicContent(request: ApiRequest, representation: PublicRepresentation): Promise<ApiReply> {
  let entry = rendered.get(representation.key);
  if (!entry || entry.version !== representation.version) {
    const body = representation.render();
    entry = { version: representation.version, bodies: new EncodedBodies(bodyTag(body), body) };
    rendered.set(representation.key, entry);
  }
  return cachedAnswer(request, entry.bodies, { cacheControl: PUBLIC_CONTENT_CACHE_CONTROL, contentType: representation.contentType });
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON representation: `render` gives the value, serialised with JSON.stringify. */
export interface PublicJson extends Omit<PublicRepresentation, 'contentType' | 'render'> {
  render(): object;
}

/** servePublicContent for a JSON answer (`application/json; charset=utf-8`). */
export function servePublicJson(request: ApiRequest, { key, version, render }: PublicJson): Promise<ApiReply> {
  return servePublicContent(request, { key, version, contentType: JSON_CONTENT_TYPE, render: () => JSON.stringify(render()) });
}
