import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson, postForm, postJson } from '../../api/api-client.ts';
import { useApiSession } from '../../api/api-session.tsx';

// Console sections not yet on useApiQuery / useApiMutation (web/src/api/use-api.ts) read and
// write through these, on the same session and query cache.

/** A console read: the contract's schema checks the answer; `key` names it for invalidation. */
export function useConsoleQuery<S extends z.ZodType>(key: readonly unknown[], path: string, schema: S) {
  const session = useApiSession();
  return useQuery({ queryKey: key, queryFn: async () => getJson(path, schema, { token: await session.idToken() }) });
}

/** A console write: `send` makes the request with the ID token, then the queries under `invalidates` are read again. */
function useConsoleWrite<V, R>(send: (body: V, token: string) => Promise<R>, invalidates: readonly unknown[]) {
  const session = useApiSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: V) => send(body, await session.idToken()),
    onSuccess: () => void client.invalidateQueries({ queryKey: invalidates }),
  });
}

export function useConsoleMutation<S extends z.ZodType<{ success: boolean; message?: string }>, V>(
  path: string,
  schema: S,
  invalidates: readonly unknown[],
) {
  return useConsoleWrite((body: V, token) => postJson(path, body, schema, { token }), invalidates);
}

export function useConsoleUpload<S extends z.ZodType<{ success: boolean; message?: string }>>(
  path: string,
  schema: S,
  invalidates: readonly unknown[],
) {
  return useConsoleWrite((form: FormData, token) => postForm(path, form, schema, { token }), invalidates);
}

export { failureMessage } from '../../api/use-api.ts';
