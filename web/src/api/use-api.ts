import type { Endpoint, RequestOf, ResponseOf } from '@edma/contract/endpoint';
import { endpointUrl } from '@edma/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, getJson, postForm, postJson, type Answer } from './api-client.ts';
import { useApiSession } from './api-session.tsx';

/** The cache key of an endpoint's answers: its path, then the input (so a change can refresh every input at once). */
export const endpointKey = (endpoint: Endpoint, input?: unknown) => (input === undefined ? [endpoint.path] : [endpoint.path, input]);

/**
 * A signed-in read: `useApiQuery(CALENDAR_API.list, {})`. The input and the answer are typed by the
 * endpoint; the answer is checked by its response schema. A 401 leads to the session's "sign in again".
 */
export function useApiQuery<E extends Endpoint<'GET'>>(
  endpoint: E,
  input: RequestOf<E>,
  /** `refetchInterval`: read again every so many ms while mounted (live figures such as booking totals). */
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const session = useApiSession();
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: async ({ signal }) =>
      getJson(endpointUrl(endpoint.path, input as Record<string, unknown>), endpoint.response, { token: await session.idToken(), signal }),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  }) as ReturnType<typeof useQuery<Answer<ResponseOf<E>>, Error>>;
}

interface MutationOptions {
  /** Endpoints whose answers are read again once the change is saved. */
  invalidates?: readonly Endpoint[];
}

/** The queries to read again after a change (not awaited: the caller's onSuccess runs first, before a refreshed list may unmount it). */
function useInvalidate(invalidates: readonly Endpoint[]) {
  const client = useQueryClient();
  return () => {
    for (const endpoint of invalidates) void client.invalidateQueries({ queryKey: endpointKey(endpoint) });
  };
}

/**
 * The one guard against a double submit: a second call while one is under way is refused (it
 * rejects with an ApiError of kind 'refused' and status 0, which callers may ignore).
 */
function useSingleFlight<V, R>(run: (input: V) => Promise<R>): (input: V) => Promise<R> {
  const running = useRef(false);
  return async (input) => {
    if (running.current) throw new ApiError('refused', 0, 'A change is already being saved.');
    running.current = true;
    try {
      return await run(input);
    } finally {
      running.current = false;
    }
  };
}

/**
 * A signed-in change: `useApiMutation(CALENDAR_API.add, { invalidates: [CALENDAR_API.list] })`, then
 * `mutate(input)` with the endpoint's request type. A `success: false` answer rejects with ApiError
 * carrying the server's message; a second call while one is pending is not sent.
 */
export function useApiMutation<E extends Endpoint<'POST'>>(endpoint: E, { invalidates = [] }: MutationOptions = {}) {
  const session = useApiSession();
  const invalidate = useInvalidate(invalidates);
  const send = useSingleFlight(
    async (input: RequestOf<E>) =>
      postJson(endpoint.path, input, endpoint.response, { token: await session.idToken() }) as Promise<Answer<ResponseOf<E>>>,
  );
  return useMutation<Answer<ResponseOf<E>>, Error, RequestOf<E>>({ mutationFn: send, onSuccess: invalidate });
}

/** A signed-in upload (multipart: the photo forms) to `path`, answered as `response`. */
export function useApiUpload<E extends Endpoint<'POST'>>(endpoint: E, { invalidates = [] }: MutationOptions = {}) {
  const session = useApiSession();
  const invalidate = useInvalidate(invalidates);
  const send = useSingleFlight(
    async (form: FormData) =>
      postForm(endpoint.path, form, endpoint.response, { token: await session.idToken() }) as Promise<Answer<ResponseOf<E>>>,
  );
  return useMutation<Answer<ResponseOf<E>>, Error, FormData>({ mutationFn: send, onSuccess: invalidate });
}

/** The sentence to show for a failed call: the server's reason, or a general one. */
export function failureMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Something went wrong. Please try again.';
}
