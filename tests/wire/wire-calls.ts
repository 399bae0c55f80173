import { randomIp } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { uniqueGmail } from '../support/test-data.ts';

export interface WireAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  bytes: Buffer;
}

/**
 * One request through Hosting, as a browser of the site sends it: Hosting's rewrites and header
 * rules apply (its headers override the function's), which the function's own URL would skip.
 */
export async function wire(
  path: string,
  init: { method?: string; token?: string; headers?: Record<string, string>; body?: BodyInit; direct?: boolean } = {},
): Promise<WireAnswer> {
  const base = init.direct ? emulatorEnv.functionsUrl : emulatorEnv.siteUrl;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body,
    headers: {
      'X-Forwarded-For': randomIp(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Keep the text (pages, files).
  }
  return { status: response.status, headers: response.headers, body, bytes };
}

export const jsonBody = (value: unknown) => ({ body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });

/** A caller at each access level: the head of a registered family, a member of none, a committee member. */
export async function wireCallers(prefix: string) {
  const strangerEmail = uniqueGmail(`${prefix}.stranger`);
  const [head, stranger, chair] = await Promise.all([
    familyWithSignedInHead(`${prefix}.head`),
    googleSignIn(strangerEmail),
    committeeMember(`${prefix}.chair`),
  ]);
  return { head, stranger: { ...stranger, email: strangerEmail }, chair };
}
