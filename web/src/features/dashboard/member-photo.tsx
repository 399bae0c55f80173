import { useState } from 'react';
import { PLACEHOLDER_PHOTO, photoUrl } from './dashboard-api.ts';

/** The member's round 100 px photo, or the placeholder when there is none or it fails to load. */
export function MemberPhoto({ name, photoPath, version }: { name: string; photoPath: string | null; version?: number }) {
  const src = photoPath ? photoUrl(photoPath, version) : PLACEHOLDER_PHOTO;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      className="member-photo"
      src={failedSrc === src ? PLACEHOLDER_PHOTO : src}
      alt={`Photo of ${name}`}
      width={100}
      height={100}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
