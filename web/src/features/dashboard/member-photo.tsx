import { photoThumbnailPath } from '@edma/contract/photos';
import { useEffect, useState } from 'react';
import { useApiSession } from '../../api/api-session.tsx';
import { PLACEHOLDER_PHOTO, photoUrl } from '../../lib/photo-url.ts';

const RETRY_AFTER_MS = 1_000;

/** One photo request, sent once more after a dropped connection or a server error (a busy moment); null once unmounted. */
async function fetchPhoto(path: string, token: string, live: () => boolean): Promise<Response | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(photoUrl(path), { headers: { Authorization: `Bearer ${token}` } });
      if (response.status < 500 || attempt === 2) return response;
    } catch (error) {
      if (attempt === 2) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    if (!live()) return null;
  }
}

/**
 * A family photo as an object URL. Photos that are not public are served only with the family's
 * sign-in, which an <img src> cannot send, so the dashboard fetches them itself: the thumbnail
 * first, then the photo; null (the placeholder) when there is none or neither loads.
 */
function useSignedInPhoto(photoPath: string | null, version: number | undefined, idToken: () => Promise<string>) {
  const key = photoPath ? `${photoPath} ${version ?? 0}` : '';
  const [loaded, setLoaded] = useState<{ key: string; url: string } | null>(null);

  useEffect(() => {
    if (!photoPath) return;
    let live = true;
    let url: string | null = null;
    (async () => {
      const token = await idToken();
      for (const path of [photoThumbnailPath(photoPath), photoPath]) {
        const response = await fetchPhoto(path, token, () => live);
        if (!response) return;
        if (!response.ok) continue;
        url = URL.createObjectURL(await response.blob());
        if (live) setLoaded({ key, url });
        return;
      }
    })().catch((error: unknown) => console.warn('Photo not loaded', error));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // idToken reads the current user when called; a new function identity is no reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return loaded?.key === key ? loaded.url : null;
}

/** The member's round 100 px photo, or the placeholder. `version` refetches after a new upload. */
export function MemberPhoto({ name, photoPath, version }: { name: string; photoPath: string | null; version?: number }) {
  const { idToken } = useApiSession();
  const src = useSignedInPhoto(photoPath, version, idToken);
  return <img className="member-photo" src={src ?? PLACEHOLDER_PHOTO} alt={name} width={100} height={100} />;
}
