import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { verifyCaller } from '../../functions/src/auth/verify-caller.ts';
import { createApiHandler } from '../../functions/src/http/api-router.ts';
import { committeeWriteGuard, ROUTES } from '../../functions/src/routes.ts';

/*
 * The `api` function's router with its real route table, token check and handlers, called in this
 * process: what the Functions host would hand it (method, URL, lower-case headers, the raw body)
 * and what it answers (status, headers, body bytes). Used by the handler tests (tests/handlers),
 * which run against a project of their own; crossing the real HTTP stack is the wire suite's job.
 */

const handler = createApiHandler(ROUTES, verifyCaller, committeeWriteGuard);

export interface InProcessAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export async function callInProcess(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
): Promise<InProcessAnswer> {
  // The body as fetch would put it on the wire (a FormData becomes multipart with its boundary).
  const encoded = new Request('http://127.0.0.1/', {
    method: init.body === undefined ? 'GET' : 'POST',
    body: init.body,
    headers: init.headers,
  });
  const rawBody = init.body === undefined ? undefined : Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = { host: '127.0.0.1' };
  encoded.headers.forEach((value, name) => (headers[name] = value));
  if (rawBody !== undefined) headers['content-length'] = String(rawBody.length);
  const url = `/api/${path}`;
  const req = { method: init.method, url, originalUrl: url, headers, rawBody, socket: { remoteAddress: '127.0.0.1' } };

  const answer = { status: 200, headers: new Headers(), body: Buffer.alloc(0) };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    set(name: string | Record<string, string>, value?: string) {
      for (const [key, v] of typeof name === 'string' ? [[name, value!] as const] : Object.entries(name)) answer.headers.set(key, v);
      return res;
    },
    json(body: unknown) {
      answer.headers.set('Content-Type', 'application/json; charset=utf-8');
      answer.body = Buffer.from(JSON.stringify(body));
    },
    end(body?: Buffer | string) {
      if (body !== undefined) answer.body = Buffer.from(body);
    },
  };
  await handler(req as unknown as ExpressRequest, res as unknown as ExpressResponse);
  return answer;
}
