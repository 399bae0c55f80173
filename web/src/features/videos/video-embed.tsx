import { useState } from 'react';

interface VideoEmbedProps {
  youtubeId: string;
  title: string;
}

/**
 * A light poster button that only creates the player <iframe> when pressed, so a page with several
 * videos loads none of the video platform's scripts until a visitor asks for one.
 */
export function VideoEmbed({ youtubeId, title }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          className="video-embed__frame"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-embed__poster" aria-label={`Play video: ${title}`} onClick={() => setPlaying(true)}>
          <span className="video-embed__play" aria-hidden="true">
            <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
              <path
                d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
                style={{ fill: 'var(--color-video-play)' }}
              />
              <path d="M45 24 27 14v20z" style={{ fill: 'var(--color-on-dark)' }} />
            </svg>
          </span>
          <span className="video-embed__title">{title}</span>
        </button>
      )}
    </div>
  );
}
