import { VIDEOS_API } from '@edma/contract/videos';
import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import { VideosView } from './videos-view.tsx';
import './videos.css';

/** /events: the committee's live-stream banner and past-event videos, fetched from the API. */
export default function VideosPage() {
  const { state, retry } = usePublicJson(VIDEOS_API.videos);
  return (
    <div className="videos-page">
      {state.status !== 'ready' && <h1 className="visually-hidden">Videos</h1>}
      <PublicContentState
        state={state}
        retry={retry}
        loadingText="Loading videos..."
        failureText="The videos could not be loaded."
        className="videos-page__notice"
      >
        {(content) => <VideosView content={content} />}
      </PublicContentState>
    </div>
  );
}
