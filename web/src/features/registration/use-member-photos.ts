import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { downscaleImage } from '../../lib/downscale-image.ts';
import { NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from './registration-messages.ts';

export type PhotoState =
  { status: 'preparing' } | { status: 'ready'; file: File; previewUrl: string } | { status: 'error'; message: string };

const accepted = (type: string) => (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type);

/**
 * The photo chosen for each member box, keyed by the box's stable id. Photos are downscaled as soon
 * as they are chosen; `filesFor` waits for any still being prepared, so a quick submit keeps them.
 */
export function useMemberPhotos() {
  const [photos, setPhotos] = useState<Record<string, PhotoState>>({});
  const jobs = useRef(new Map<string, Promise<File | undefined>>());
  const previews = useRef(new Map<string, string>());

  const set = useCallback((key: string, state: PhotoState | undefined) => {
    setPhotos((current) => {
      const next = { ...current };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });
  }, []);

  const forget = useCallback((key: string) => {
    jobs.current.delete(key);
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  }, []);

  const choose = useCallback(
    (key: string, file: File | undefined) => {
      forget(key);
      if (!file) {
        set(key, undefined);
        return;
      }
      if (!file.type.startsWith('image/')) {
        set(key, { status: 'error', message: NOT_AN_IMAGE_MESSAGE });
        return;
      }
      set(key, { status: 'preparing' });
      const job: Promise<File | undefined> = downscaleImage(file).then((small) => {
        if (jobs.current.get(key) !== job) return undefined; // replaced or removed meanwhile
        if (!accepted(small.type)) {
          set(key, { status: 'error', message: UNSUPPORTED_IMAGE_MESSAGE });
          return undefined;
        }
        if (small.size > MAX_PHOTO_BYTES) {
          set(key, { status: 'error', message: PHOTO_TOO_LARGE_MESSAGE });
          return undefined;
        }
        const previewUrl = URL.createObjectURL(small);
        previews.current.set(key, previewUrl);
        set(key, { status: 'ready', file: small, previewUrl });
        return small;
      });
      jobs.current.set(key, job);
    },
    [forget, set],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      set(key, undefined);
    },
    [forget, set],
  );

  /** The prepared photo of each key in order (undefined where none), once all are ready. */
  const filesFor = useCallback(
    (keys: readonly string[]) => Promise.all(keys.map((key) => jobs.current.get(key) ?? Promise.resolve(undefined))),
    [],
  );

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  return { photos, choose, remove, filesFor };
}
