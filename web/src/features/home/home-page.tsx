import { Link } from 'react-router-dom';
import { SITE } from '../../content/site.ts';
import { EventsCarousel } from './events-carousel.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { pathTo } from '../../app/route-table.ts';
import './home.css';

export default function HomePage() {
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero__inner">
          <p className="home-hero__welcome">Welcome to</p>
          <h1>{SITE.name}</h1>
          <p className="home-hero__malayalam" lang="ml">
            {SITE.malayalamLine}
          </p>
          <Link to={pathTo('register')} className="button-primary home-hero__cta">
            Register Us Today
          </Link>
        </div>
      </section>

      <div className="page home__content">
        <div className="home-cards">
          <section className="card" aria-labelledby="home-vision">
            <h2 id="home-vision">Vision</h2>
            <p>
              A warm, connected community in East Devon where every Malayali family feels at home, and where our children grow up proud of
              both their Kerala roots and their life in Devon.
            </p>
          </section>
          <section className="card" aria-labelledby="home-mission">
            <h2 id="home-mission">Mission</h2>
            <p>
              To bring families together through festivals, sport, arts and friendship; to support one another; and to pass on our language,
              food and traditions to the next generation.
            </p>
          </section>
        </div>

        <EventsCarousel />

        <section className="card home-about" aria-labelledby="home-about">
          <h2 id="home-about">About Us</h2>
          <p>
            {SITE.shortName} brings together about {SITE.memberCount} members from four towns: {SITE.towns.join(', ')}. We aim to preserve
            the traditions of Kerala, celebrate Onam, Christmas, Easter, Vishu and Ramadan together, and welcome every newcomer to East
            Devon.
          </p>
        </section>

        <PhotoStrip />
      </div>
    </div>
  );
}
