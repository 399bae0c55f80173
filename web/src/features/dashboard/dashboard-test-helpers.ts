import type { FamilyDetails, FamilyMember } from '@edma/contract/family';
import { vi } from 'vitest';

export const family: FamilyDetails = {
  id: 'fam-1',
  approval: 'approved',
  rejection_reason: null,
  house_no: '12',
  address_line: 'Harbour Road',
  location: 'Seaton',
  postal_code: 'EX12 2LT',
  membership_type: 'Gold',
};

export const anu: FamilyMember = {
  id: 'm1',
  name: 'Anu Thomas',
  email: 'anu@gmail.com',
  phone: '07700 900001',
  dob: '1985-03-14',
  photo_path: 'photos/fam-1/m1.webp',
  photo_public: false,
  email_pending: false,
};

export const joel: FamilyMember = {
  id: 'm2',
  name: 'Joel Thomas',
  email: '',
  phone: '',
  dob: null,
  photo_path: null,
  photo_public: false,
  email_pending: false,
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type FetchCall = { url: string; init: RequestInit };

/**
 * Replaces fetch with a handler per API path (query stripped); records every call. An unknown path
 * fails the test loudly rather than hanging.
 */
export function stubApi(handlers: Record<string, (call: FetchCall) => Response | Promise<Response>>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    // Member cards fetch their photos themselves; without a handler for them, there are none.
    // Member cards fetch their photos themselves: those go to the '/api/photos/' handler (404 without
    // one) and are not among the recorded calls.
    if (url.startsWith('/api/photos/')) return handlers['/api/photos/']?.({ url, init }) ?? jsonResponse(404, { success: false });
    const call = { url, init };
    calls.push(call);
    const handler = handlers[url.split('?')[0]!];
    if (!handler) throw new Error(`Unexpected request ${url}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The fields of a multipart body as a plain object (files by name). */
export function formFields(body: BodyInit | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of (body as FormData).entries()) out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  return out;
}
