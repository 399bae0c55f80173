import { VIDEOS_PATHS, videosResponseSchema, type VideosContent } from '@edma/contract/videos';
import { useEffect, useState } from 'react';
import { getJson } from '../../api/api-client.ts';

export type VideosState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; content: VideosContent };

/**
 * The banner and the videos the committee set, from the API (plain fetch: the public pages load no
 * Firebase). The answer is revalidated with its ETag on every visit, so an edit shows within seconds.
 */
export function useVideosContent(): { state: VideosState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VideosState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getJson(VIDEOS_PATHS.videos, videosResponseSchema, { signal: controller.signal })
      .then((content) => setState({ status: 'ready', content }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  return {
    state,
    retry() {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
