import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError, getJson, postForm, postJson } from '../../api/api-client.ts';

const TokenContext = createContext<(() => Promise<string>) | null>(null);

/** What every console section needs: the signed-in committee member's ID token, and one query cache. */
export function ConsoleSession({ idToken, children }: { idToken(): Promise<string>; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A refusal (4xx) will not change by asking again; a dropped connection may.
          queries: { retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500) },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <TokenContext.Provider value={idToken}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </TokenContext.Provider>
  );
}

function useIdToken(): () => Promise<string> {
  const idToken = useContext(TokenContext);
  if (!idToken) throw new Error('Console sections render inside <ConsoleSession>.');
  return idToken;
}

/** A console read: the contract's schema checks the answer; `key` names it for invalidation. */
export function useConsoleQuery<S extends z.ZodType>(key: readonly unknown[], path: string, schema: S) {
  const idToken = useIdToken();
  return useQuery({ queryKey: key, queryFn: async () => getJson(path, schema, { token: await idToken() }) });
}

/** A console write: `send` makes the request with the ID token, then the queries under `invalidates` are read again. */
function useConsoleWrite<V, R>(send: (body: V, token: string) => Promise<R>, invalidates: readonly unknown[]) {
  const idToken = useIdToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: V) => send(body, await idToken()),
    // Not awaited: the caller's own onSuccess runs now, before the refreshed list may unmount it.
    onSuccess: () => void client.invalidateQueries({ queryKey: invalidates }),
  });
}

/**
 * A console write: POST JSON, then refresh the queries under `invalidates`. A `success: false`
 * answer rejects with ApiError carrying the server's message, so every section shows refusals alike.
 */
export function useConsoleMutation<S extends z.ZodType<{ success: boolean; message?: string }>, V>(
  path: string,
  schema: S,
  invalidates: readonly unknown[],
) {
  return useConsoleWrite((body: V, token) => postJson(path, body, schema, { token }), invalidates);
}

/** A console upload: as useConsoleMutation, but POSTs a multipart form (the photo uploads). */
export function useConsoleUpload<S extends z.ZodType<{ success: boolean; message?: string }>>(
  path: string,
  schema: S,
  invalidates: readonly unknown[],
) {
  return useConsoleWrite((form: FormData, token) => postForm(path, form, schema, { token }), invalidates);
}

/** The sentence to show for a failed console call. */
export function failureMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Something went wrong. Please try again.';
}
