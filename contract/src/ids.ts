import { z } from 'zod';
import { MAX_SHORT_TEXT } from './limits.ts';

/** A family named in a request (the server checks it exists and who may touch it). */
export const familyIdSchema = z.string().trim().min(1, { message: 'familyId is required.' }).max(MAX_SHORT_TEXT);

/** Ids of content items (events, videos, albums): made by the server, safe in a URL and a UID. */
export const contentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not a valid id.' });
