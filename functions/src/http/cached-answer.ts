import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { header, type ApiReply, type ApiRequest } from './api-request.ts';

/*
 * Answers that caches may keep and revalidate (the directory, the public content): one body per
 * version, compressed once per encoding, a strong ETag per encoding, and 304 for a matching
 * If-None-Match.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send: brotli, then gzip, when the client accepts it (q > 0), else none.
 * Hosting passes a function's answer through as the function sends it, so the function compresses.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A strong validator of a body: the same bytes always give the same tag, any change a new one. */
export function bodyTag(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

/** A strong entity tag per representation: the same content compressed differently is other bytes. */
export function entityTag(tag: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding}"`;
}

/**
 * If-None-Match compares weakly (RFC 9110 13.1.2): any representation of the same content counts,
 * and a `W/` a cache may have added does not matter.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const known = new Set((['identity', 'gzip', 'br'] as const).map((e) => entityTag(tag, e)));
  return ifNoneMatch.split(',').some((raw) => {
    const candidate = raw.trim().replace(/^W\//, '');
    return candidate === '*' || known.has(candidate);
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One body in each encoding, compressed once per function instance and then reused. */
export class EncodedBodies {
  readonly tag: string;
  readonly identity: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(tag: string, body: string) {
    this.tag = tag;
    this.identity = Buffer.from(body);
  }

  get(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? // Quality 5: most of brotli's gain at a fraction of the time of 11.
            brotli(this.identity, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
            })
          : gzipAsync(this.identity, { level: 6 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

export interface CachedAnswerOptions {
  cacheControl: string;
  contentType: string;
  /** More headers for both the full answer and the 304. */
  headers?: Record<string, string>;
}

/** The answer of `bodies` to this request: 304 when the client holds it, else the body in the best encoding it accepts. */
export async function cachedAnswer(request: ApiRequest, bodies: EncodedBodies, options: CachedAnswerOptions): Promise<ApiReply> {
  const encoding = chooseEncoding(header(request, 'accept-encoding'));
  const headers: Record<string, string> = {
    'Cache-Control': options.cacheControl,
    ETag: entityTag(bodies.tag, encoding),
    Vary: 'Accept-Encoding',
    ...options.headers,
  };
  if (matchesIfNoneMatch(header(request, 'if-none-match'), bodies.tag)) return { status: 304, binary: Buffer.alloc(0), headers };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = options.contentType;
  return { binary: await bodies.get(encoding), headers };
}
