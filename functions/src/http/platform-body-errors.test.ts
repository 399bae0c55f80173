import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  bodyErrorReply,
  INVALID_JSON_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNREADABLE_BODY_MESSAGE,
  wrapBodyParserModule,
} from './platform-body-errors.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

describe('bodyErrorReply', () => {
  it("maps body-parser's errors to the API's own answers", () => {
    expect(bodyErrorReply({ status: 400, type: 'entity.parse.failed' }, 'application/json')).toEqual({
      status: 400,
      message: INVALID_JSON_MESSAGE,
    });
    expect(bodyErrorReply({ status: 413, type: 'entity.too.large' }, 'application/json')).toEqual({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
    expect(bodyErrorReply({ status: 413, type: 'parameters.too.many' }, 'application/x-www-form-urlencoded')).toEqual({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
    expect(bodyErrorReply({ status: 415, type: 'charset.unsupported' }, 'application/json; charset=utf-7')).toEqual({
      status: 415,
      message: UNREADABLE_BODY_MESSAGE,
    });
  });

  it('never answers a body error as a server fault', () => {
    expect(bodyErrorReply({ status: 500, type: 'stream.encoding.set' }, undefined).status).toBe(400);
    expect(bodyErrorReply(new Error('x'), undefined).status).toBe(400);
    expect(bodyErrorReply(null, undefined).status).toBe(400);
  });
});

describe('wrapBodyParserModule', () => {
  // A copy of body-parser as a host would load it (the root one is the emulator's).
  const bodyParser = createRequire(import.meta.url)('body-parser') as Record<string | symbol, unknown>;
  const copy = Object.create(null) as Record<string | symbol, unknown>;
  for (const name of ['json', 'text', 'urlencoded', 'raw']) copy[name] = bodyParser[name];

  async function post(parser: Middleware, body: string, contentType: string) {
    const server = createServer((req, res) => parser(req, res, () => res.end('handler')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, headers: { 'Content-Type': contentType } });
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    } finally {
      server.close();
    }
  }

  it('answers what the parser refuses with JSON and passes the rest on', async () => {
    expect(wrapBodyParserModule(copy)).toBe(true);
    expect(wrapBodyParserModule(copy)).toBe(false);
    const json = (copy.json as (o: unknown) => Middleware)({});
    const refused = await post(json, '{"name": "a",', 'application/json');
    expect(refused.status).toBe(400);
    expect(refused.type).toMatch(/^application\/json/);
    expect(JSON.parse(refused.text)).toEqual({ success: false, message: INVALID_JSON_MESSAGE });
    expect(await post(json, '{"name": "a"}', 'application/json')).toMatchObject({ status: 200, text: 'handler' });
    const tooBig = await post(
      (copy.json as (o: unknown) => Middleware)({ limit: 10 }),
      JSON.stringify({ x: 'y'.repeat(50) }),
      'application/json',
    );
    expect(tooBig.status).toBe(413);
  });
});
