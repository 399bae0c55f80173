import { useEffect, useState } from 'react';
import type { Endpoint } from '@edma/contract/endpoint';
import type { z } from 'zod';
import { getJson, type Answer } from './api-client.ts';

export type PublicJsonState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

type PublicJson<S extends z.ZodType> = { state: PublicJsonState<Answer<z.infer<S>>>; retry(): void };

/**
 * A public GET whose contract module (and the schema library with it) is imported when the page
 * asks, not before it paints: `() => import('@edma/contract/videos').then((m) => m.VIDEOS_API.videos)`.
 */
export type LazyPublicEndpoint<S extends z.ZodType> = () => Promise<{ path: string; response: S }>;

/**
 * Public content from the API for a page without sign-in: a plain GET (no Firebase, no token), so
 * the browser revalidates the answer with its ETag on every visit and an edit shows within seconds.
 * The request is aborted when the page unmounts or the path changes; `retry` asks again, showing
 * "loading" meanwhile. A failure of any kind is `failed`, with the ApiError for logging.
 */
export function usePublicJson<S extends z.ZodType>(endpoint: Endpoint<'GET', z.ZodType, S>): PublicJson<S>;
/** The same for a path and its answer's schema. */
export function usePublicJson<S extends z.ZodType>(path: string, schema: S): PublicJson<S>;
/** The same for an endpoint imported lazily; `request` names what is asked (a change asks again). */
export function usePublicJson<S extends z.ZodType>(source: LazyPublicEndpoint<S>, request: string): PublicJson<S>;
export function usePublicJson<S extends z.ZodType>(
  source: string | Endpoint<'GET', z.ZodType, S> | LazyPublicEndpoint<S>,
  schemaOrRequest?: S | string,
): PublicJson<S> {
  const [attempt, setAttempt] = useState(0);
  const request = typeof source === 'function' ? (schemaOrRequest as string) : typeof source === 'string' ? source : source.path;
  // Each answer is kept with the request it belongs to, so a new path or a retry shows loading again.
  const key = `${attempt} ${request}`;
  const [answered, setAnswered] = useState<{ key: string; state: PublicJsonState<Answer<z.infer<S>>> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const endpoint =
      typeof source === 'function'
        ? source()
        : Promise.resolve(typeof source === 'string' ? { path: source, response: schemaOrRequest as S } : source);
    endpoint
      .then(({ path, response }) => getJson(path, response, { signal: controller.signal }))
      .then((data) => setAnswered({ key, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ key, state: { status: 'failed', error } });
      });
    return () => controller.abort();
    // The schema is a module constant of the contract; only the request and the attempt ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    state: answered?.key === key ? answered.state : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
