import type { IncomingHttpHeaders } from 'node:http';

/** What a route handler sees of a request (decoupled from Express so handlers stay plain). */
export interface ApiRequest {
  method: string;
  /** Path without the `/api/` prefix, e.g. `save_family.php` or `photos/f1/m1-x.webp`. */
  route: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The unparsed body (Cloud Functions keeps it as rawBody). */
  rawBody: Buffer;
  /** Client address for rate limits. */
  ip: string;
}

export type ApiReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; binary: Buffer; headers: Record<string, string> };

export type ApiHandler = (request: ApiRequest) => Promise<ApiReply>;

export function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
