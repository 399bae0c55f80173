import { isRealIsoDate } from '@edma/contract/dates';
import { normaliseEmail } from '@edma/contract/family';
import { familyIdSchema } from '@edma/contract/ids';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/*
 * Field shapes shared by the stored documents' schemas (the `*-docs.ts` modules): what Firestore
 * gives back, not what a request sends.
 */

/** A time written as serverTimestamp(), a Date or a Timestamp: read back as a Timestamp. */
export const timestampSchema = z.instanceof(Timestamp);

/** A UK calendar date, yyyy-MM-dd. */
export const isoDateSchema = z.string().refine(isRealIsoDate, { message: 'Not a yyyy-MM-dd date.' });

/** An instant as toISOString() writes it. */
export const isoInstantSchema = z.iso.datetime();

/** An email as the index, the rules and sign-in compare it: trimmed and lower-cased. */
export const normalisedEmailSchema = z.email().refine((email) => email === normaliseEmail(email), { message: 'Not a normalised email.' });

/** A count or a sequence number: a whole number, never negative. */
export const countSchema = z.number().int().nonnegative();

/** Milliseconds since epoch. */
export const epochMsSchema = z.number().int().nonnegative();

/** Who did something, as stored: a signed-in person's email, or a job's own name ("daily job", "seed"). */
export const actorSchema = z.string().min(1);

/** A Firestore document id (never a path, never a reserved `__…__` id). */
export const docIdSchema = familyIdSchema;
