import { emulatorEnv } from './emulator-env.ts';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  from: Array<{ address: string }>;
}

/** The raw message as received, headers included. */
export async function emailSource(id: string): Promise<string> {
  const response = await fetch(`${emulatorEnv.mailUrl}/api/email/${id}/source`);
  if (!response.ok) throw new Error(`maildev answered HTTP ${response.status}`);
  return response.text();
}

/** Every email the local SMTP catcher (maildev) has received. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${emulatorEnv.mailUrl}/api/email`);
  if (!response.ok) throw new Error(`maildev answered HTTP ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/** The newest emails first: what a test waiting for one that is just arriving needs to look at. */
async function recentEmails(count = 500): Promise<CaughtEmail[]> {
  const response = await fetch(`${emulatorEnv.mailUrl}/api/email?sort=desc&limit=${count}`);
  if (!response.ok) throw new Error(`maildev answered HTTP ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/** Waits until an email matching `match` arrives (or fails after `timeoutMs`). */
export async function waitForEmail(match: (email: CaughtEmail) => boolean, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await recentEmails()).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no matching email arrived');
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
