import { photoThumbnailPath } from '@edma/contract/photos';

export interface PhotoAudit {
  storedObjects: number;
  referencedPhotos: number;
  /** Stored objects under photos/ that no member's photo_path (or its thumbnail) names. */
  orphans: string[];
  /** Photos or thumbnails named by a member but not stored. */
  missing: string[];
}

/** Compares what Storage holds under photos/ with what member documents point at. */
export function auditPhotos(storedNames: readonly string[], photoPaths: readonly (string | null)[]): PhotoAudit {
  const referenced = new Set(photoPaths.filter((p): p is string => Boolean(p)));
  const expected = new Set([...referenced].flatMap((p) => [p, photoThumbnailPath(p)]));
  const stored = new Set(storedNames.filter((name) => name.startsWith('photos/')));
  return {
    storedObjects: stored.size,
    referencedPhotos: referenced.size,
    orphans: [...stored].filter((name) => !expected.has(name)).sort(),
    missing: [...expected].filter((name) => !stored.has(name)).sort(),
  };
}

/** Emails that appear in more than one family's member_emails. */
export function duplicateEmails(familyEmails: readonly (readonly string[])[]): string[] {
  const count = new Map<string, number>();
  for (const emails of familyEmails) for (const email of new Set(emails)) count.set(email, (count.get(email) ?? 0) + 1);
  return [...count]
    .filter(([, n]) => n > 1)
    .map(([email]) => email)
    .sort();
}
