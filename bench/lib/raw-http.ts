import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (not decompressed). */
  body: Buffer;
}

/**
 * A GET (or HEAD) that keeps the body exactly as sent, so compressed sizes are the real bytes on the
 * wire (fetch would decompress it). The API tests use it too.
 */
export function rawGet(url: string, headers: Record<string, string> = {}, { method = 'GET' } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, signal: AbortSignal.timeout(120_000) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export const header = (response: RawResponse, name: string): string | undefined => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
