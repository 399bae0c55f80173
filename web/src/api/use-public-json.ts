import { useEffect, useState } from 'react';
import type { Endpoint } from '@edma/contract/endpoint';
import type { z } from 'zod';
import { getJson, type Answer } from './api-client.ts';

export type PublicJsonState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

type PublicJson<S extends z.ZodType> = { state: PublicJsonState<Answer<z.infer<S>>>; retry(): void };

/**
 * Public content from the API for a page without sign-in: a plain GET (no Firebase, no token), so
 * the browser revalidates the answer with its ETag on every visit and an edit shows within seconds.
 * The request is aborted when the page unmounts or the path changes; `retry` asks again, showing
 * "loading" meanwhile. A failure of any kind is `failed`, with the ApiError for logging.
 */
export function usePublicJson<S extends z.ZodType>(endpoint: Endpoint<'GET', z.ZodType, S>): PublicJson<S>;
/** The same for a path and its answer's schema. */
export function usePublicJson<S extends z.ZodType>(path: string, schema: S): PublicJson<S>;
export function usePublicJson<S extends z.ZodType>(source: string | Endpoint<'GET', z.ZodType, S>, schema?: S): PublicJson<S> {
  const [path, answerSchema] = typeof source === 'string' ? [source, schema as S] : [source.path, source.response];
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it belongs to, so a new path or a retry shows loading again.
  const key = `${attempt} ${path}`;
  const [answered, setAnswered] = useState<{ key: string; state: PublicJsonState<Answer<z.infer<S>>> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getJson(path, answerSchema, { signal: controller.signal })
      .then((data) => setAnswered({ key, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ key, state: { status: 'failed', error } });
      });
    return () => controller.abort();
    // The schema is a module constant of the contract; only the path and the attempt ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    state: answered?.key === key ? answered.state : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
