import type { z } from 'zod';

/**
 * One endpoint of the API, defined once and used by both sides: the web calls it with
 * `useApiQuery` / `useApiMutation` (types inferred from here), the function registers it with
 * `at(endpoint, access, handler)`, which parses the request with `request` before the handler runs.
 * - GET: `request` reads the query string (every value arrives as a string).
 * - POST: `request` reads the JSON body.
 */
export interface Endpoint<M extends EndpointMethod = EndpointMethod, Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: M;
  /** The address, e.g. `/api/committee/events/add` (the spec's PHP paths stay as they are). */
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}

export type EndpointMethod = 'GET' | 'POST';

export function endpoint<M extends EndpointMethod, Req extends z.ZodType, Res extends z.ZodType>(definition: {
  method: M;
  path: string;
  request: Req;
  response: Res;
}): Endpoint<M, Req, Res> {
  return Object.freeze({ ...definition });
}

/** What a caller sends (before the schema's defaults and trimming). */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What the handler receives, parsed. */
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
/** What the handler answers (before the schema's transforms). */
export type ResponseInputOf<E extends Endpoint> = z.input<E['response']>;
/** What the caller receives, parsed. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** An empty request (most GETs). */
export type NoInput = Record<string, never>;

/**
 * The address of a GET with its query: `endpointUrl(getFamily, { familyId: 'f1' })` ->
 * `/api/get_family_from_id.php?familyId=f1`. Empty and undefined values are left out.
 */
export function endpointUrl(path: string, params: Record<string, unknown> = {}): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
