import { z } from 'zod';

export const FAMILY_ID_MESSAGE = 'A valid familyId is required.';

/**
 * A family named in a request: a Firestore document id, never a path or a reserved `__…__` id (the
 * server then checks it exists and who may touch it). Missing or malformed, one message.
 */
export const familyIdSchema = z
  .string({ message: FAMILY_ID_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { message: FAMILY_ID_MESSAGE })
  .refine((id) => !/^__.*__$/.test(id), { message: FAMILY_ID_MESSAGE });

/** Ids of content items (events, videos, albums): made by the server, safe in a URL and a UID. */
export const contentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not a valid id.' });
