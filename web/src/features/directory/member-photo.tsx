import { useState } from 'react';
import { PLACEHOLDER_PHOTO, photoUrl } from '../../lib/photo-url.ts';

interface Props {
  photoPath: string | null;
  className?: string;
}

/** A member's photo, or the placeholder when there is none or it fails to load. Decorative: the name is beside it. */
export function MemberPhoto({ photoPath, className }: Props) {
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_PHOTO : photoUrl(photoPath);
  return (
    <img className={className} src={src} alt="" width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}
