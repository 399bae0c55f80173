import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema, type PrivacySettings } from '@edma/contract/privacy';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** `privacySettings/current`: the committee's directory audience and retention periods (defaults when absent). */
export const PRIVACY_SETTINGS = 'privacySettings';

export const privacySettingsRef = (db: Firestore) => db.collection(PRIVACY_SETTINGS).doc('current');

/** The stored settings, each missing or broken part answered by its default. */
export function settingsFrom(data: unknown): PrivacySettings {
  const stored = (data ?? {}) as Partial<PrivacySettings>;
  const merged = {
    directory: stored.directory ?? DEFAULT_PRIVACY_SETTINGS.directory,
    retention: { ...DEFAULT_PRIVACY_SETTINGS.retention, ...(stored.retention ?? {}) },
  };
  const parsed = privacySettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PRIVACY_SETTINGS;
}

export async function readPrivacySettings(db: Firestore, tx?: Transaction): Promise<PrivacySettings> {
  const ref = privacySettingsRef(db);
  return settingsFrom((tx ? await tx.get(ref) : await ref.get()).data());
}
