import { useEffect, useRef, useState } from 'react';
import { ALBUMS, FULL_SIZE, THUMB_SIZE, type Album } from '../../content/albums.ts';
import { ImageLightbox } from '../../ui/image-lightbox.tsx';
import './gallery.css';

const imageCount = (album: Album) => `${album.photos.length} ${album.photos.length === 1 ? 'image' : 'images'}`;

/** Three levels: album list, one album's thumbnails, one enlarged photo. Back and close go up one level. */
export default function GalleryPage() {
  const [album, setAlbum] = useState<Album | null>(null);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  // Where focus goes after a level change: the album heading on open, the album's tile on back.
  const focusTarget = useRef<'album' | { tile: string } | null>(null);
  const albumHeading = useRef<HTMLHeadingElement>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());

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
    if (album) focusTarget.current = { tile: album.slug };
    setPhotoIndex(null);
    setAlbum(null);
  }

  const photo = album && photoIndex !== null ? album.photos[photoIndex] : null;

  return (
    <div className="gallery-page">
      <h1>Photo Albums</h1>
      {album ? (
        <section aria-labelledby="album-heading">
          <div className="gallery-album__bar">
            <button type="button" className="gallery-album__back" onClick={backToAlbums}>
              <span aria-hidden="true">← </span>Back to Albums
            </button>
            <h2 id="album-heading" ref={albumHeading} tabIndex={-1}>
              {album.name} <span className="gallery-album__count">({imageCount(album)})</span>
            </h2>
          </div>
          <ul className="gallery-thumbs">
            {album.photos.map((item, index) => (
              <li key={item.thumb}>
                <button type="button" className="gallery-thumbs__button" onClick={() => setPhotoIndex(index)}>
                  <img
                    src={item.thumb}
                    alt={item.alt}
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
          {ALBUMS.map((item) => (
            <li key={item.slug}>
              <button
                type="button"
                className="gallery-albums__tile"
                ref={(element) => {
                  if (element) tiles.current.set(item.slug, element);
                  else tiles.current.delete(item.slug);
                }}
                onClick={() => openAlbum(item)}
              >
                <span className="gallery-albums__icon" aria-hidden="true">
                  📁
                </span>
                <span className="gallery-albums__name">{item.name}</span>
                <span className="gallery-albums__count">{imageCount(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photo && (
        <ImageLightbox
          src={photo.full}
          alt={photo.alt}
          width={FULL_SIZE.width}
          height={FULL_SIZE.height}
          onClose={() => setPhotoIndex(null)}
        />
      )}
    </div>
  );
}
