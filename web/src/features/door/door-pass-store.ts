import { z } from 'zod';

/*
 * The door pass this phone signed in with, kept beside the door's ticks: after a reload without
 * signal the phone still knows which event its pass opens (Firebase Auth keeps the sign-in itself).
 */

const keptDoorPassSchema = z.object({ passId: z.string(), eventId: z.string(), lastDay: z.string() });
export type KeptDoorPass = z.infer<typeof keptDoorPassSchema>;

export const DOOR_PASS_STORAGE_KEY = 'edma-door-pass';

/** The pass kept on this phone, when it is the one in the link. */
export function loadDoorPass(storage: Storage, passId: string): KeptDoorPass | null {
  try {
    const parsed = keptDoorPassSchema.safeParse(JSON.parse(storage.getItem(DOOR_PASS_STORAGE_KEY) ?? 'null'));
    return parsed.success && parsed.data.passId === passId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDoorPass(storage: Storage, pass: KeptDoorPass): void {
  try {
    storage.setItem(DOOR_PASS_STORAGE_KEY, JSON.stringify(pass));
  } catch {
    // A phone that keeps nothing still opens the door while the page stays open.
  }
}
