import type { VideosContent } from '@edma/contract/videos';
import { LiveCountdown } from './live-countdown.tsx';
import { VideoEmbed } from './video-embed.tsx';

/** The live-stream banner counting down to its start, then the past-event videos (none loaded until played). */
export function VideosView({ content }: { content: Pick<VideosContent, 'live' | 'past'> }) {
  const { live, past } = content;
  return (
    <>
      <section className="live-banner" aria-labelledby="live-heading">
        <h1 id="live-heading">{live.title}</h1>
        {/* Keyed by the start, so a changed start counts afresh. */}
        <LiveCountdown key={live.startsAtMs} target={new Date(live.startsAtMs)} />
        <VideoEmbed key={live.youtubeId} youtubeId={live.youtubeId} title={live.title} />
      </section>

      <section className="past-events" aria-labelledby="past-heading">
        <h2 id="past-heading">Past Events</h2>
        <ul className="past-events__list">
          {past.map((video) => (
            <li key={video.id} className="past-events__item">
              <h3 className="past-events__event">{video.event}</h3>
              <VideoEmbed youtubeId={video.youtubeId} title={video.title} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
