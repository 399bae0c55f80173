import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema, type PrivacySettings } from '@edma/contract/privacy';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { actorSchema, timestampSchema } from './stored-fields.ts';

/** `privacySettings/current`: the committee's directory audience and retention periods (defaults when absent). */
export const PRIVACY_SETTINGS = 'privacySettings';

/** As the committee saves it: the settings, when and by whom. */
export const privacySettingsDocSchema = privacySettingsSchema.extend({ updatedAt: timestampSchema, updatedBy: actorSchema });

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
