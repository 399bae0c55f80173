import { useState } from 'react';
import { PHOTO_STRIP, src, srcSet, STRIP_RATIO, STRIP_WIDTHS, type Picture } from '../../content/home.ts';
import { LazyImageLightbox, useImageLightboxSoon } from '../../ui/lazy-image-lightbox.tsx';

/** Four photos; clicking one enlarges it in an overlay that closes on click or the close cross. */
export function PhotoStrip() {
  const [open, setOpen] = useState<Picture | null>(null);
  useImageLightboxSoon();
  return (
    <section className="home-photos" aria-labelledby="home-photos">
      <h2 id="home-photos">Photo Gallery</h2>
      <ul className="home-photos__grid">
        {PHOTO_STRIP.map((picture) => (
          <li key={picture.base}>
            <button type="button" className="home-photos__button" onClick={() => setOpen(picture)}>
              <img
                src={src(picture, STRIP_WIDTHS[0])}
                srcSet={srcSet(picture, STRIP_WIDTHS)}
                sizes="(min-width: 48rem) 25vw, 50vw"
                width={STRIP_RATIO.width / 2}
                height={STRIP_RATIO.height / 2}
                alt={picture.alt}
                loading="lazy"
              />
              <span className="visually-hidden">Enlarge</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <LazyImageLightbox
          src={src(open, STRIP_WIDTHS[1])}
          alt={open.alt}
          width={STRIP_RATIO.width}
          height={STRIP_RATIO.height}
          onClose={() => setOpen(null)}
          closeOnImageClick
        />
      )}
    </section>
  );
}
