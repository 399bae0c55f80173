import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Bodies the platform refuses before the `api` function runs.
 *
 * Both hosts of the function parse every request body with `body-parser` middleware of their own
 * Express app before calling it: the Functions Framework in production
 * (functions-framework-nodejs src/server.ts: json, text, urlencoded, raw) and the Functions
 * emulator's runtime (firebase-tools lib/emulator/functionsEmulatorRuntime.js: the same four).
 * A body they cannot read (malformed JSON sent as application/json, an unknown charset or
 * Content-Encoding, too many form fields) makes the parser call `next(error)`, which skips our
 * handler and lands in Express's default error handler: an HTML page, with a stack trace outside
 * production. Neither host has a hook for that.
 *
 * What both do have in common is when they build those parsers: after loading this module (the
 * framework loads the user function before `getServer()`, the emulator runtime loads the triggers
 * before creating its app), from the `body-parser` module already in Node's module cache. So the
 * right place is that module's four factories: wrapped here, a parser that fails answers the
 * API's own `{ success: false, message }` with the parser's 4xx status instead of passing the
 * error on. Parsers that succeed are untouched, and the function still reads `rawBody` itself.
 */

export interface BodyErrorReply {
  status: number;
  message: string;
}

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const TOO_LARGE_MESSAGE = 'The request is too large.';
export const UNREADABLE_BODY_MESSAGE = 'The request body could not be read.';

interface ParserError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

/** The answer for a parser's error (its `type` and status come from body-parser / http-errors). */
export function bodyErrorReply(error: unknown, contentType: string | undefined): BodyErrorReply {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ParserError;
  const type = typeof e.type === 'string' ? e.type : '';
  const raw = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 400;
  if (type === 'entity.too.large' || type === 'parameters.too.many') return { status: 413, message: TOO_LARGE_MESSAGE };
  if (type === 'entity.parse.failed' && /\bjson\b/i.test(contentType ?? '')) return { status: 400, message: INVALID_JSON_MESSAGE };
  // Every error at this stage is about the body the client sent; never let one read as our fault.
  const status = raw >= 400 && raw < 500 ? raw : 400;
  return { status, message: UNREADABLE_BODY_MESSAGE };
}

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type Factory = (options?: unknown) => Middleware;

function answer(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const reply = bodyErrorReply(error, req.headers['content-type']);
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({ success: false, message: reply.message });
  res.statusCode = reply.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The rest of the body may still be arriving; don't keep reading a refused request.
  res.setHeader('Connection', 'close');
  res.end(body);
}

export function answeringParser(factory: Factory): Factory {
  return (options) => {
    const parse = factory(options);
    return (req, res, next) => {
      parse(req, res, (error) => {
        if (error === undefined || error === null) next();
        else answer(req, res, error);
      });
    };
  };
}

const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;
const WRAPPED = Symbol.for('edma.answeringBodyParser');

/** Wraps one `body-parser` module's exports (once). */
export function wrapBodyParserModule(exports: Record<string | symbol, unknown>): boolean {
  if (exports[WRAPPED]) return false;
  for (const name of PARSERS) {
    const factory = exports[name];
    if (typeof factory !== 'function') return false;
    Object.defineProperty(exports, name, {
      configurable: true,
      enumerable: true,
      writable: true,
      value: answeringParser(factory as Factory),
    });
  }
  Object.defineProperty(exports, WRAPPED, { value: true });
  return true;
}

/**
 * Wraps every `body-parser` in the module cache (the host's, and any copy a dependency loaded).
 * Answers how many were wrapped; 0 where there is no host (unit tests, scripts).
 */
export function answerPlatformBodyErrors(): number {
  const cache = createRequire(import.meta.url).cache;
  let wrapped = 0;
  for (const [path, module] of Object.entries(cache)) {
    if (!module || !/[\\/]node_modules[\\/]body-parser[\\/]index\.js$/.test(path)) continue;
    if (wrapBodyParserModule(module.exports as Record<string | symbol, unknown>)) wrapped += 1;
  }
  return wrapped;
}
