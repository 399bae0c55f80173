import { photoThumbnailPath } from '@edma/contract/photos';
import { useState } from 'react';
import { PLACEHOLDER_PHOTO, photoUrl } from '../../lib/photo-url.ts';

/** `version` defeats the browser cache after a new upload, in case the path was reused. */
function withVersion(url: string, version?: number) {
  return version ? `${url}?v=${version}` : url;
}

/**
 * The member's round 100 px photo: the small square thumbnail stored beside each photo, then the
 * photo itself, then the placeholder when there is none or neither loads.
 */
export function MemberPhoto({ name, photoPath, version }: { name: string; photoPath: string | null; version?: number }) {
  const sources = photoPath
    ? [withVersion(photoUrl(photoThumbnailPath(photoPath)), version), withVersion(photoUrl(photoPath), version)]
    : [];
  const key = sources.join(' ');
  const [failed, setFailed] = useState({ key, count: 0 });
  const count = failed.key === key ? failed.count : 0;
  return (
    <img
      className="member-photo"
      src={sources[count] ?? PLACEHOLDER_PHOTO}
      alt={`Photo of ${name}`}
      width={100}
      height={100}
      loading="lazy"
      onError={() => setFailed({ key, count: count + 1 })}
    />
  );
}
