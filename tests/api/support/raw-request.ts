import { request } from 'node:http';
import { apiUrl, randomIp } from '../../support/api-calls.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends exactly the bytes and headers given (fetch refuses a GET with a body, and sets some headers
 * itself). A fresh X-Forwarded-For unless one is given.
 */
export function rawRequest(
  path: string,
  options: { method: string; headers?: Record<string, string>; body?: string | Buffer; viaHosting?: boolean },
): Promise<RawResponse> {
  const url = new URL(apiUrl(path, options.viaHosting));
  const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method,
        headers: {
          'X-Forwarded-For': randomIp(),
          ...(body ? { 'Content-Length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON object of an answer, or null when it is not JSON (an HTML error page, a stack trace). */
export function jsonOf(response: RawResponse): Record<string, unknown> | null {
  if (!/^application\/json/.test(String(response.headers['content-type'] ?? ''))) return null;
  try {
    const value: unknown = JSON.parse(response.text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
