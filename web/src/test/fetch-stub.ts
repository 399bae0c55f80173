import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** One request the page made: its URL, path (no query), method and the init it passed to fetch. */
export interface FetchCall {
  url: string;
  path: string;
  method: string;
  init: RequestInit;
}

/** Answers one request; throwing or rejecting stands for a network failure. */
export type Handler = (call: FetchCall) => Response | Promise<Response>;

/**
 * A route's answer: one handler for every request, or a list used in turn (the last one repeats),
 * e.g. a failure then the answer to "Try again".
 */
export type Route = Handler | readonly Handler[];

export interface FetchStubOptions {
  /** Which requests `calls` lists (all by default), e.g. leave out the images a page loads by itself. */
  record?: (path: string) => boolean;
}

export interface FetchStub {
  /** Every request that reached a route (and `record` accepts), in order. */
  calls: FetchCall[];
  /** The stub itself, e.g. to count calls. */
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
}

/**
 * Replaces the global fetch with a route table: the key is the path without its query, or a
 * prefix ending in `*` (e.g. '/api/photos/*'). A request no route answers fails the test loudly
 * (its fetch rejects, and the error is logged) rather than hanging. Restore with vi.unstubAllGlobals().
 */
export function stubFetch(routes: Record<string, Route>, { record = () => true }: FetchStubOptions = {}): FetchStub {
  const calls: FetchCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.split('?')[0]!;
    const key = path in routes ? path : Object.keys(routes).find((k) => k.endsWith('*') && path.startsWith(k.slice(0, -1)));
    if (key === undefined) {
      const error = new Error(`Unexpected request ${init.method ?? 'GET'} ${url}`);
      console.warn(error.message);
      throw error;
    }
    const call: FetchCall = { url, path, method: init.method ?? 'GET', init };
    if (record(path)) calls.push(call);
    const route = routes[key]!;
    if (typeof route === 'function') return route(call);
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    return route[Math.min(n, route.length - 1)]!(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

/** A handler answering JSON, for route tables: `{ '/api/x': json(200, {...}) }`. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  () =>
    jsonResponse(status, body, headers);

/** A handler whose request never reaches the server. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** A handler that never answers, for "while loading" states; `release` answers it later. */
export function pending(): { handler: Handler; release(response: Response): void } {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => answer, release: (response) => release(response) };
}

/** The fields of a multipart body as a plain object (files as `file:<name>`). */
export function formFields(body: BodyInit | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of (body as FormData).entries()) out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  return out;
}

/** A JSON request body as an object. */
export function jsonBody(call: FetchCall): unknown {
  return JSON.parse(String(call.init.body));
}
