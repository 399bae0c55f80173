import { useCallback, useEffect, useRef, useState } from 'react';
import { NOT_AN_IMAGE_MESSAGE } from './photo-messages.ts';
import { notAnImage, preparePhoto } from './prepare-photo.ts';

export type PhotoState =
  { status: 'preparing' } | { status: 'ready'; file: File; previewUrl: string } | { status: 'error'; message: string };

/**
 * The photos chosen in a form, keyed by something stable (a member box's id; any fixed key for a
 * single picker). Each is checked and downscaled as soon as it is chosen (preparePhoto); `filesFor`
 * waits for any still being prepared, so a quick submit keeps them.
 */
export function usePhotoChoices() {
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
      if (notAnImage(file)) {
        set(key, { status: 'error', message: NOT_AN_IMAGE_MESSAGE });
        return;
      }
      set(key, { status: 'preparing' });
      const job: Promise<File | undefined> = preparePhoto(file).then((prepared) => {
        if (jobs.current.get(key) !== job) return undefined; // replaced or removed meanwhile
        if ('error' in prepared) {
          set(key, { status: 'error', message: prepared.error });
          return undefined;
        }
        const previewUrl = URL.createObjectURL(prepared.file);
        previews.current.set(key, previewUrl);
        set(key, { status: 'ready', file: prepared.file, previewUrl });
        return prepared.file;
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
