import { lazy, Suspense, useEffect } from 'react';
import type { ImageLightboxProps } from './image-lightbox.tsx';

const loadLightbox = () => import('./image-lightbox.tsx');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.ImageLightbox })));

/**
 * The image viewer, its code and styles fetched apart from the page: the pages with photos paint and
 * start without them (one render-blocking stylesheet fewer), and fetch them once they are running
 * (`useImageLightboxSoon`), so a photo opens at once when tapped.
 */
export function LazyImageLightbox(props: ImageLightboxProps) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}

/** Fetches the viewer once the page has mounted; a failure shows when a photo is opened. */
export function useImageLightboxSoon() {
  useEffect(() => {
    loadLightbox().catch(() => undefined);
  }, []);
}
