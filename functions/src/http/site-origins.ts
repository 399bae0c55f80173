import { ALLOWED_ORIGINS } from '../config/params.ts';

/** Which browser origins may call the API: the site's own, nothing else. */
export interface OriginPolicy {
  /** Exact origins, e.g. `https://demo-edma.web.app`. */
  origins: ReadonlySet<string>;
  /** The emulators: any http origin on this machine (Hosting emulator, Vite dev server). */
  loopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `scheme://host[:port]` in lower case, or null for anything that is not an http(s) origin. */
export function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** The project's Hosting domains, the ALLOWED_ORIGINS list, and on the emulators the loopback addresses. */
export function originPolicy(projectId: string | undefined, extra: string, emulator: boolean): OriginPolicy {
  const origins = new Set<string>();
  if (projectId) {
    origins.add(`https://${projectId}.web.app`);
    origins.add(`https://${projectId}.firebaseapp.com`);
  }
  for (const entry of extra.split(',')) {
    const origin = entry.trim() ? normalisedOrigin(entry) : null;
    if (origin) origins.add(origin);
  }
  return { origins, loopback: emulator };
}

export function isAllowedOrigin(origin: string, policy: OriginPolicy): boolean {
  const normalised = normalisedOrigin(origin);
  // `null` (sandboxed frames, data: URLs) and anything unparsable never match.
  if (!normalised || normalised !== origin.trim().toLowerCase()) return false;
  if (policy.origins.has(normalised)) return true;
  return policy.loopback && normalised.startsWith('http://') && LOOPBACK_HOSTS.has(new URL(normalised).hostname);
}

let cached: { key: string; policy: OriginPolicy } | undefined;

/** The policy of this deployment (params are read per call, the set is built once per value). */
export function currentOriginPolicy(): OriginPolicy {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const extra = ALLOWED_ORIGINS.value();
  const emulator = process.env.FUNCTIONS_EMULATOR === 'true';
  const key = `${projectId}|${extra}|${emulator}`;
  if (cached?.key !== key) cached = { key, policy: originPolicy(projectId, extra, emulator) };
  return cached.policy;
}
