import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { randomInt } from 'node:crypto';
import { googleSignIn } from './auth-tokens.ts';
import { emulatorEnv } from './emulator-env.ts';
import { aFamily, registrantOf, registrationForm, type FamilyForm } from './test-data.ts';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Client address (X-Forwarded-For). Each call gets a fresh one unless given, so rate limits stay per test. */
  ip?: string;
  /** Through Hosting's /api rewrite instead of the function's own URL. */
  viaHosting?: boolean;
}

export function randomIp(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function apiUrl(path: string, viaHosting = false): string {
  return viaHosting ? `${emulatorEnv.siteUrl}/api/${path}` : `${emulatorEnv.functionsUrl}/api/${path}`;
}

/** Calls the API: its status, headers and body bytes as they came back. */
export async function callApiRaw(path: string, options: CallOptions = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const init = {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    body: options.body,
    headers: {
      'X-Forwarded-For': options.ip ?? randomIp(),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  };
  if (process.env.EDMA_OWN_PROJECT) {
    // A handler test (tests/handlers): the router in this process, on the file's own project.
    if (options.viaHosting) throw new Error('Handler tests call the router in-process: Hosting is the wire suite’s');
    const { callInProcess } = await import('./in-process-api.ts');
    const answer = await callInProcess(path, init);
    return { status: answer.status, headers: answer.headers, bytes: answer.body };
  }
  const response = await fetch(apiUrl(path, options.viaHosting), init);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A link of the site's own (one an email carries, such as an unsubscribe link) as `fetch` answers it;
 * in a handler test, through the router in-process, as its `/api/` path.
 */
export async function fetchSiteLink(link: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  if (!process.env.EDMA_OWN_PROJECT) return fetch(link, init);
  const { pathname, search } = new URL(link);
  if (!pathname.startsWith('/api/')) throw new Error(`Not an API link: ${link}`);
  const answer = await callApiRaw(apiRoute(pathname) + search, init);
  return new Response(answer.status === 304 ? null : new Uint8Array(answer.bytes), { status: answer.status, headers: answer.headers });
}

/** Calls the API and parses its JSON answer (the raw text when it is not JSON). */
export async function callApi<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const { status, headers, bytes } = await callApiRaw(path, options);
  const text = bytes.toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Keep the text (binary and HTML answers).
  }
  return { status, body: body as T, headers };
}

export function postJson<T = Record<string, unknown>>(path: string, data: unknown, options: CallOptions = {}) {
  return callApi<T>(path, { ...options, body: JSON.stringify(data), headers: { 'Content-Type': 'application/json', ...options.headers } });
}

/**
 * Posts the registration form. Registering needs a Google sign-in whose email is one of the
 * members': unless `options.token` is given (`''` for none), the registrant signs in first.
 */
export async function register(family: FamilyForm, options: CallOptions = {}) {
  let token = options.token;
  if (token === undefined) {
    const registrant = registrantOf(family);
    token = registrant ? (await googleSignIn(registrant)).token : '';
  }
  return callApi<{ success: boolean; message?: string; family_id?: string }>(apiRoute(FAMILY_API.save.path), {
    ...options,
    token,
    body: registrationForm(family),
  });
}

/** Registers a family and answers its id (fails the test when registration fails). */
export async function registeredFamily(family: FamilyForm = aFamily(), options: CallOptions = {}): Promise<string> {
  const response = await register(family, options);
  if (response.status !== 200 || !response.body.family_id) {
    throw new Error(`registration failed: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.family_id;
}
