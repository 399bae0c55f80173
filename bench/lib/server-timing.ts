// A response's Server-Timing header (functions/src/http/server-timing.ts writes it), read back.

/** `auth;dur=12.3, tx;dur=80.0` -> { auth: 12.3, tx: 80 }. */
export function parseServerTiming(header: string | null): Record<string, number> {
  const stages: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith('dur='));
    if (name && dur) stages[name] = Number(dur.slice(4));
  }
  return stages;
}
