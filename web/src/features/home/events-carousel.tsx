import { useState } from 'react';
import { CAROUSEL_RATIO, CAROUSEL_WIDTHS, src, srcSet, UPCOMING_EVENTS } from '../../content/home.ts';

/** Upcoming Events: one picture at a time, previous and next wrap around. */
export function EventsCarousel() {
  const [index, setIndex] = useState(0);
  const count = UPCOMING_EVENTS.length;
  const slide = UPCOMING_EVENTS[index]!;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <section className="home-carousel card" aria-roledescription="carousel" aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">Upcoming Events</h2>
      <figure className="home-carousel__slide">
        <img
          src={src(slide, CAROUSEL_WIDTHS[0])}
          srcSet={srcSet(slide, CAROUSEL_WIDTHS)}
          sizes="(min-width: 1120px) 1088px, 100vw"
          width={CAROUSEL_RATIO.width}
          height={CAROUSEL_RATIO.height}
          alt={slide.alt}
          loading="lazy"
        />
        <figcaption aria-live="polite">
          {slide.caption}{' '}
          <span className="home-carousel__count">
            ({index + 1} of {count})
          </span>
        </figcaption>
      </figure>
      <div className="home-carousel__controls">
        <button type="button" className="button-secondary" onClick={() => move(-1)} aria-label="Previous event">
          ‹ Previous
        </button>
        <button type="button" className="button-secondary" onClick={() => move(1)} aria-label="Next event">
          Next ›
        </button>
      </div>
    </section>
  );
}
