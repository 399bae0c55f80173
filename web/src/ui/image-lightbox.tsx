import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import './image-lightbox.css';

export interface ImageLightboxProps {
  src: string;
  alt: string;
  onClose: () => void;
  srcSet?: string;
  /** Intrinsic size of the full image, so the browser reserves its box before it loads. */
  width?: number;
  height?: number;
  /** Close on a click on the image too (the home photo strip closes "on click"), not only outside it. */
  closeOnImageClick?: boolean;
}

/**
 * A modal image viewer: dark backdrop, a close button, Escape or a click outside the image closes it.
 * Focus moves to the close button on open and back to whatever opened it on close.
 */
export function ImageLightbox({ src, alt, onClose, srcSet, width, height, closeOnImageClick = false }: ImageLightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Read in effects so a parent passing a new arrow function each render doesn't re-run them.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a click on the backdrop itself, not on the image, counts as "outside".
    if (event.target === event.currentTarget || (closeOnImageClick && event.target instanceof HTMLImageElement)) {
      onClose();
    }
  }

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    // The close button is the only control inside, so Tab keeps focus on it.
    if (event.key === 'Tab') {
      event.preventDefault();
      closeButton.current?.focus();
    }
  }

  return (
    <div className="image-lightbox" role="dialog" aria-modal="true" aria-label={alt} onClick={onBackdropClick} onKeyDown={trapFocus}>
      <button ref={closeButton} type="button" className="image-lightbox__close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <img className="image-lightbox__image" src={src} srcSet={srcSet} alt={alt} width={width} height={height} />
    </div>
  );
}
