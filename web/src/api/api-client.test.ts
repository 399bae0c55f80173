import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installFakeXhr } from '../test/fake-xhr.ts';
import { json, jsonBody, offline, stubFetch } from '../test/fetch-stub.ts';
import { ApiError, getJson, postForm, postJson } from './api-client.ts';

const resultSchema = z.object({ success: z.boolean(), message: z.string().optional(), id: z.string().optional() });
const listSchema = z.object({ success: z.literal(true), items: z.array(z.string()) });

/** The ApiError a call rejects with (fails the test if it resolves or rejects otherwise). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('resolves with the successful answer, sending the token and JSON body', async () => {
    const { calls } = stubFetch({ '/api/save': json(200, { success: true, id: 'x1' }) });
    await expect(postJson('/api/save', { name: 'Anu' }, resultSchema, { token: 't-1' })).resolves.toEqual({ success: true, id: 'x1' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer t-1', 'Content-Type': 'application/json' });
    expect(jsonBody(calls[0]!)).toEqual({ name: 'Anu' });
  });

  it('rejects a refusal (success false) as "refused" with the status and server message, at any status', async () => {
    stubFetch({ '/api/save': [json(409, { success: false, message: 'Email taken.' }), json(200, { success: false })] });
    const refused = await failure(postJson('/api/save', {}, resultSchema));
    expect([refused.kind, refused.status, refused.serverMessage]).toEqual(['refused', 409, 'Email taken.']);
    const quiet = await failure(postJson('/api/save', {}, resultSchema));
    expect([quiet.kind, quiet.status, quiet.serverMessage]).toEqual(['refused', 200, undefined]);
  });

  it('reads a refusal even where the schema allows only success (success: literal true)', async () => {
    stubFetch({ '/api/list': json(404, { success: false, message: 'No such album.' }) });
    const error = await failure(getJson('/api/list', listSchema));
    expect([error.kind, error.status, error.serverMessage]).toEqual(['refused', 404, 'No such album.']);
  });

  it('rejects a status outside 2xx as "refused" even when its body fits the schema', async () => {
    stubFetch({ '/api/list': json(400, { success: true, items: [] }) });
    expect((await failure(getJson('/api/list', listSchema))).kind).toBe('refused');
  });

  it('rejects HTTP 401 as "session-ended", whatever its body', async () => {
    stubFetch({
      '/api/a': json(401, { success: false, message: 'Sign in again.' }),
      '/api/b': () => new Response('nope', { status: 401 }),
    });
    const withBody = await failure(getJson('/api/a', resultSchema));
    expect([withBody.kind, withBody.status, withBody.serverMessage]).toEqual(['session-ended', 401, 'Sign in again.']);
    expect((await failure(getJson('/api/b', resultSchema))).kind).toBe('session-ended');
  });

  it('rejects a request that gets no answer as "network" with status 0', async () => {
    stubFetch({ '/api/a': offline });
    const error = await failure(getJson('/api/a', resultSchema));
    expect([error.kind, error.status]).toEqual(['network', 0]);
  });

  it('rejects an answer that is not JSON as "unreadable"', async () => {
    stubFetch({ '/api/a': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await failure(getJson('/api/a', resultSchema));
    expect([error.kind, error.status, error.serverMessage]).toEqual(['unreadable', 502, undefined]);
  });

  it('rejects JSON the contract does not accept as "off-contract", keeping the server message', async () => {
    stubFetch({ '/api/a': json(413, { message: 'The photo is too large.' }), '/api/b': json(200, { success: true, items: 'no' }) });
    const tooLarge = await failure(getJson('/api/a', resultSchema));
    expect([tooLarge.kind, tooLarge.status, tooLarge.serverMessage]).toEqual(['off-contract', 413, 'The photo is too large.']);
    expect((await failure(getJson('/api/b', listSchema))).kind).toBe('off-contract');
  });

  it('carries Retry-After', async () => {
    stubFetch({ '/api/spin': json(429, { success: false }, { 'Retry-After': '120' }) });
    const error = await failure(postJson('/api/spin', {}, resultSchema));
    expect([error.kind, error.status, error.retryAfterSeconds]).toEqual(['refused', 429, 120]);
  });

  it('lets an abort through as the AbortError, not an ApiError', async () => {
    stubFetch({
      '/api/a': (call) => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError', signal: call.init.signal })),
    });
    const controller = new AbortController();
    await expect(getJson('/api/a', resultSchema, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uploads with progress through XMLHttpRequest and reads its answer the same way', async () => {
    const Xhr = installFakeXhr();
    const progress: number[] = [];
    const refused = failure(postForm('/api/upload', new FormData(), resultSchema, { token: 't-1', onProgress: (f) => progress.push(f) }));
    const upload = Xhr.sent[0]!;
    expect([upload.method, upload.url, upload.headers.Authorization]).toEqual(['POST', '/api/upload', 'Bearer t-1']);
    await upload.progress(5, 10);
    await upload.respond(429, { success: false, message: 'Too many uploads.' }, { 'Retry-After': '60' });
    const error = await refused;
    expect([error.kind, error.status, error.serverMessage, error.retryAfterSeconds]).toEqual(['refused', 429, 'Too many uploads.', 60]);
    expect(progress).toEqual([0.5]);

    const saved = postForm('/api/upload', new FormData(), resultSchema, { onProgress: () => {} });
    await Xhr.sent[1]!.respond(200, { success: true, id: 'm9' });
    await expect(saved).resolves.toEqual({ success: true, id: 'm9' });

    const lost = failure(postForm('/api/upload', new FormData(), resultSchema, { onProgress: () => {} }));
    await Xhr.sent[2]!.fail();
    expect((await lost).kind).toBe('network');

    const controller = new AbortController();
    const aborted = postForm('/api/upload', new FormData(), resultSchema, { onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
