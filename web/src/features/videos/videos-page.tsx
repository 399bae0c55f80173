import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import { VideosView } from './videos-view.tsx';
import './videos.css';

// The contract (and its schema library) comes when the page asks, after it paints.
const videosEndpoint = () => import('@edma/contract/videos').then((contract) => contract.VIDEOS_API.videos);

/** /events: the committee's live-stream banner and past-event videos, fetched from the API. */
export default function VideosPage() {
  const { state, retry } = usePublicJson(videosEndpoint, 'videos');
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
