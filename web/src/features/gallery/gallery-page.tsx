import type { Album } from '@edma/contract/gallery';
import { albumPhotoAlt, THUMB_SIZE } from '@edma/contract/gallery-texts';
import { useEffect, useRef, useState } from 'react';
import { usePublicJson } from '../../api/use-public-json.ts';
import { LazyImageLightbox, useImageLightboxSoon } from '../../ui/lazy-image-lightbox.tsx';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import './gallery.css';

// The contract (and its schema library) comes when the page asks, after it paints.
const albumsEndpoint = () => import('@edma/contract/gallery').then((contract) => contract.GALLERY_API.albums);

const imageCount = (album: Album) => `${album.photos.length} ${album.photos.length === 1 ? 'image' : 'images'}`;

/** "photos.google.com" for an album hosted elsewhere. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * /gallery: the committee's albums, fetched from the API. Three levels: album list, one album's
 * thumbnails, one enlarged photo; back and close go up one level. An album hosted elsewhere (only a
 * link) opens there, in a new tab; an album with photos and a link links to the rest.
 */
export default function GalleryPage() {
  const { state, retry } = usePublicJson(albumsEndpoint, 'albums');
  const [album, setAlbum] = useState<Album | null>(null);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  // Where focus goes after a level change: the album heading on open, the album's tile on back.
  const focusTarget = useRef<'album' | { tile: string } | null>(null);
  const albumHeading = useRef<HTMLHeadingElement>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  useImageLightboxSoon();

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'album') albumHeading.current?.focus();
    else if (target) tiles.current.get(target.tile)?.focus();
  }, [album]);

  function openAlbum(next: Album) {
    focusTarget.current = 'album';
    setAlbum(next);
  }

  function backToAlbums() {
    if (album) focusTarget.current = { tile: album.id };
    setPhotoIndex(null);
    setAlbum(null);
  }

  const photo = album && photoIndex !== null ? album.photos[photoIndex] : null;

  return (
    <div className="gallery-page">
      <h1>Photo Albums</h1>
      <PublicContentState
        state={state}
        retry={retry}
        loadingText="Loading albums..."
        failureText="The albums could not be loaded."
        className="gallery-page__notice"
      >
        {({ albums }) =>
          album ? (
            <section aria-labelledby="album-heading">
              <div className="gallery-album__bar">
                <button type="button" className="button-compact gallery-album__back" onClick={backToAlbums}>
                  <span aria-hidden="true">← </span>Back to Albums
                </button>
                <h2 id="album-heading" ref={albumHeading} tabIndex={-1}>
                  {album.name} <span className="gallery-album__count">({imageCount(album)})</span>
                </h2>
              </div>
              {album.link && (
                <p className="gallery-album__link">
                  <a
                    href={album.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`More photos of ${album.name} on ${hostOf(album.link)} (opens in a new tab)`}
                  >
                    More photos of {album.name} on {hostOf(album.link)}
                  </a>
                </p>
              )}
              <ul className="gallery-thumbs">
                {album.photos.map((item, index) => (
                  <li key={item.id}>
                    <button type="button" className="gallery-thumbs__button" onClick={() => setPhotoIndex(index)}>
                      <img
                        src={item.thumb}
                        alt={albumPhotoAlt(album, index)}
                        width={THUMB_SIZE.width}
                        height={THUMB_SIZE.height}
                        loading="lazy"
                        decoding="async"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <ul className="gallery-albums">
              {albums.map((item) => (
                <li key={item.id}>
                  {item.photos.length === 0 ? (
                    <a
                      className="gallery-albums__tile"
                      href={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${item.name}, on ${hostOf(item.link)} (opens in a new tab)`}
                    >
                      <span className="gallery-albums__icon" aria-hidden="true">
                        📁
                      </span>
                      <span className="gallery-albums__name">{item.name}</span>
                      <span className="gallery-albums__count">On {hostOf(item.link)}</span>
                    </a>
                  ) : (
                    <button
                      type="button"
                      className="gallery-albums__tile"
                      ref={(element) => {
                        if (element) tiles.current.set(item.id, element);
                        else tiles.current.delete(item.id);
                      }}
                      onClick={() => openAlbum(item)}
                    >
                      <span className="gallery-albums__icon" aria-hidden="true">
                        📁
                      </span>
                      <span className="gallery-albums__name">{item.name}</span>
                      <span className="gallery-albums__count">{imageCount(item)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </PublicContentState>
      {album && photo && photoIndex !== null && (
        <LazyImageLightbox
          src={photo.src}
          alt={albumPhotoAlt(album, photoIndex)}
          width={photo.width}
          height={photo.height}
          onClose={() => setPhotoIndex(null)}
        />
      )}
    </div>
  );
}
