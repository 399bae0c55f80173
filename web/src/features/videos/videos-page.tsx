import { LIVE_STREAM, PAST_EVENTS } from '../../content/videos.ts';
import { LiveCountdown } from './live-countdown.tsx';
import { VideoEmbed } from './video-embed.tsx';
import './videos.css';

export default function VideosPage() {
  return (
    <div className="videos-page">
      <section className="live-banner" aria-labelledby="live-heading">
        <h1 id="live-heading">{LIVE_STREAM.title}</h1>
        <LiveCountdown target={LIVE_STREAM.startsAt} />
        <VideoEmbed youtubeId={LIVE_STREAM.youtubeId} title={LIVE_STREAM.title} />
      </section>

      <section className="past-events" aria-labelledby="past-heading">
        <h2 id="past-heading">Past Events</h2>
        <ul className="past-events__list">
          {PAST_EVENTS.flatMap((group) =>
            group.videos.map((video) => (
              <li key={video.youtubeId} className="past-events__item">
                <h3 className="past-events__event">{group.event}</h3>
                <VideoEmbed youtubeId={video.youtubeId} title={video.title} />
              </li>
            )),
          )}
        </ul>
      </section>
    </div>
  );
}
