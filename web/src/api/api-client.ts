import type { z } from 'zod';

/**
 * Why a call did not give a usable, successful answer:
 * - `refused`: the server said no (`success: false`, or another status outside 2xx that the contract reads);
 * - `session-ended`: HTTP 401, the sign-in is missing or expired;
 * - `network`: no answer at all;
 * - `unreadable`: the answer is not JSON;
 * - `off-contract`: JSON the contract's schema rejects.
 */
export type ApiFailureKind = 'refused' | 'session-ended' | 'network' | 'unreadable' | 'off-contract';

/** The one way an API call fails: every caller reads `kind`, `status` and the server's `serverMessage`. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    /** The HTTP status, 0 without an answer. */
    readonly status: number,
    /** The server's `message`, when it sent one. */
    readonly serverMessage?: string,
    /** Seconds from a Retry-After header (e.g. with 429), when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`API call failed: ${kind} (HTTP ${status})${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ApiError';
  }
}

/** What a call resolves with: the schema's type without its `success: false` branch. */
export type Answer<T> = T extends { success: false } ? never : T extends { success: boolean } ? T & { success: true } : T;

export interface RequestOptions {
  /** Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function headersFor(options: RequestOptions): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

function messageOf(json: unknown): string | undefined {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

function retryAfterOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

interface RawAnswer {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** Turns an HTTP answer into the schema's successful value, or the ApiError that says why not. */
function readAnswer<S extends z.ZodType>({ status, text, retryAfter }: RawAnswer, schema: S): Answer<z.infer<S>> {
  let json: unknown;
  let readable = true;
  try {
    json = JSON.parse(text);
  } catch {
    readable = false;
  }
  const fail = (kind: ApiFailureKind) => new ApiError(kind, status, messageOf(json), retryAfterOf(retryAfter));
  // A missing or expired sign-in is the session's fault, not the request's, whatever the body says.
  if (status === 401) throw fail('session-ended');
  if (!readable) throw fail('unreadable');
  if ((json as { success?: unknown } | null)?.success === false) throw fail('refused');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fail('off-contract');
  if (status < 200 || status > 299) throw fail('refused');
  return parsed.data as Answer<z.infer<S>>;
}

async function send<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body: BodyInit | undefined,
  options: RequestOptions,
  extraHeaders: Record<string, string> = {},
): Promise<Answer<z.infer<S>>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      body,
      headers: { ...headersFor(options), ...extraHeaders },
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0);
  }
  return readAnswer({ status: response.status, text, retryAfter: response.headers.get('Retry-After') }, schema);
}

/**
 * Each call resolves only with a successful answer the contract's schema accepts; anything else
 * rejects with ApiError. An aborted call rejects with the AbortError itself.
 */
export function getJson<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}) {
  return send('GET', path, schema, undefined, options);
}

export function postJson<S extends z.ZodType>(path: string, data: unknown, schema: S, options: RequestOptions = {}) {
  return send('POST', path, schema, JSON.stringify(data), options, { 'Content-Type': 'application/json' });
}

export interface UploadOptions extends RequestOptions {
  /** Called with the fraction (0..1) of the request body sent so far. */
  onProgress?: (fraction: number) => void;
}

/** Multipart POST; uses XMLHttpRequest because fetch cannot report upload progress. */
export function postForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<Answer<z.infer<S>>> {
  if (!options.onProgress) return send('POST', path, schema, form, options);
  const { onProgress } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(headersFor(options))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') }, schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('network', 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
