import type { z } from 'zod';

/** A response the app could not use: network failure, non-JSON, or a shape the contract rejects. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's `message`, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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

function parseBody<S extends z.ZodType>(status: number, text: string, schema: S): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(`Unreadable response (HTTP ${status})`, status);
  }
  if (status === 401) {
    // A missing or expired sign-in is the session's fault, not the request's: callers must see it.
    const message = (json as { message?: unknown } | null)?.message;
    throw new ApiError('Not signed in (HTTP 401)', 401, typeof message === 'string' ? message : undefined);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new ApiError(`Unexpected response (HTTP ${status})`, status, typeof message === 'string' ? message : undefined);
  }
  return parsed.data;
}

async function send<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body: BodyInit | undefined,
  options: RequestOptions,
  extraHeaders: Record<string, string> = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      body,
      headers: { ...headersFor(options), ...extraHeaders },
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error', 0);
  }
  return parseBody(response.status, await response.text(), schema);
}

/**
 * The contract's responses carry `success: false` with a message for refusals, so a 4xx whose body
 * matches the schema is returned, not thrown; only unusable responses and 401 (sign-in missing or
 * expired) throw ApiError.
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
export function postForm<S extends z.ZodType>(path: string, form: FormData, schema: S, options: UploadOptions = {}): Promise<z.infer<S>> {
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
        resolve(parseBody(xhr.status, xhr.responseText, schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
