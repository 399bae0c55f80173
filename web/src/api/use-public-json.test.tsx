import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, jsonResponse, offline, pending, stubFetch } from '../test/fetch-stub.ts';
import { ApiError } from './api-client.ts';
import { usePublicJson } from './use-public-json.ts';

const schema = z.object({ success: z.literal(true), items: z.array(z.string()) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePublicJson', () => {
  it('is loading, then ready with the answer, from one plain GET without a token', async () => {
    const answer = pending();
    const { calls } = stubFetch({ '/api/content/items.json': answer.handler });
    const { result } = renderHook(() => usePublicJson('/api/content/items.json', schema));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer.release(jsonResponse(200, { success: true, items: ['a'] })));
    expect(result.current.state).toEqual({ status: 'ready', data: { success: true, items: ['a'] } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
    // No cache-busting options: the browser may revalidate the answer with its ETag.
    expect(calls[0]!.init.cache).toBeUndefined();
  });

  it('fails on a refusal, an unusable answer or no answer, with the error; retry shows loading and asks again', async () => {
    const { calls } = stubFetch({
      '/api/items': [json(500, { success: false, message: 'Something went wrong.' }), offline, json(200, { success: true, items: [] })],
    });
    const { result } = renderHook(() => usePublicJson('/api/items', schema));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const failed = result.current.state as { error: unknown };
    expect(failed.error).toBeInstanceOf(ApiError);
    expect((failed.error as ApiError).kind).toBe('refused');

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(((result.current.state as { error: unknown }).error as ApiError).kind).toBe('network');

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { success: true, items: [] } }));
    expect(calls).toHaveLength(3);
  });

  it('aborts the request on unmount and sets nothing afterwards', async () => {
    const answer = pending();
    const { calls } = stubFetch({ '/api/items': answer.handler });
    const { unmount } = renderHook(() => usePublicJson('/api/items', schema));
    await waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.init.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('asks again when the path changes, showing loading meanwhile', async () => {
    const { calls } = stubFetch({ '/api/a': json(200, { success: true, items: ['a'] }), '/api/b': pending().handler });
    const { result, rerender } = renderHook(({ path }) => usePublicJson(path, schema), { initialProps: { path: '/api/a' } });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    rerender({ path: '/api/b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/a', '/api/b']));
    expect(calls[0]!.init.signal!.aborted).toBe(true);
  });

  it('reads an endpoint imported lazily, asking again when the request it names changes', async () => {
    const { calls } = stubFetch({
      '/api/a': json(200, { success: true, items: ['a'] }),
      '/api/b': json(200, { success: true, items: ['b'] }),
    });
    const load = (path: string) => () => Promise.resolve({ path, response: schema });
    const { result, rerender } = renderHook(({ path }) => usePublicJson(load(path), path), { initialProps: { path: '/api/a' } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { success: true, items: ['a'] } }));
    rerender({ path: '/api/b' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { success: true, items: ['b'] } }));
    expect(calls.map((c) => c.path)).toEqual(['/api/a', '/api/b']);
  });
});
