import { albumsResponseSchema, GALLERY_PATHS, type Album } from '@edma/contract/gallery';
import { useEffect, useState } from 'react';
import { getJson } from '../../api/api-client.ts';

export type AlbumsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; albums: Album[] };

/**
 * The committee's albums from the API (plain fetch: the public pages load no Firebase). The answer
 * is revalidated with its ETag on every visit, so an edit shows within seconds.
 */
export function useAlbums(): { state: AlbumsState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AlbumsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getJson(GALLERY_PATHS.albums, albumsResponseSchema, { signal: controller.signal })
      .then((answer) => setState({ status: 'ready', albums: answer.albums }))
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
