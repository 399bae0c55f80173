import { VIDEOS_PATHS, videosResponseSchema } from '@edma/contract/videos';
import { usePublicJson } from '../../api/use-public-json.ts';
import { VideosView } from './videos-view.tsx';
import './videos.css';

/** /events: the committee's live-stream banner and past-event videos, fetched from the API. */
export default function VideosPage() {
  const { state, retry } = usePublicJson(VIDEOS_PATHS.videos, videosResponseSchema);
  return (
    <div className="videos-page">
      {state.status === 'ready' ? (
        <VideosView content={state.data} />
      ) : (
        <>
          <h1 className="visually-hidden">Videos</h1>
          {state.status === 'loading' ? (
            <p className="videos-page__notice" role="status">
              Loading videos...
            </p>
          ) : (
            <p className="videos-page__notice" role="alert">
              The videos could not be loaded.{' '}
              <button type="button" className="button-secondary" onClick={retry}>
                Try again
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
