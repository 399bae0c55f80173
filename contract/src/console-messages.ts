import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { CONTACT_DELIVERY_STATES } from './contact.ts';
import { endpoint } from './endpoint.ts';

/** The committee console's contact-message routes (all need the committee claim). */
export const CONSOLE_MESSAGE_PATHS = {
  list: '/api/committee/messages',
  retry: '/api/committee/messages/retry',
} as const;

export const MESSAGES_PAGE_SIZE = 20;

export const RETRY_NOT_FAILED_MESSAGE = 'Only a message whose delivery failed can be sent again.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'This message no longer exists.';

const messageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'Not a valid message id.' });

/** GET CONSOLE_MESSAGE_PATHS.list[?after=<id>]: a page of messages, newest first, after the one named. */
const messagesPageQuerySchema = z.object({ after: messageIdSchema.optional() });

/**
 * What a message is: a visitor's `contact` message to the association, or an `approval` email the
 * association sent to a family (its `email` is then the recipient and `name` the family's head).
 */
/** `service`: the association's emails to members (bookings, reminders, receipts). */
export const MESSAGE_KINDS = ['contact', 'approval', 'service'] as const;

export const consoleMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS).default('contact'),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAtMs: z.number(),
  delivery: z.object({
    state: z.enum(CONTACT_DELIVERY_STATES),
    attempts: z.number(),
    lastError: z.string().nullable(),
    lastAttemptAtMs: z.number().nullable(),
    nextAttemptAtMs: z.number().nullable(),
    sentAtMs: z.number().nullable(),
    failedAtMs: z.number().nullable(),
    /** A sender stopped after claiming it: the email may already have gone out. */
    mayHaveBeenSent: z.boolean(),
  }),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const consoleMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(consoleMessageSchema),
  /** The `after` of the next (older) page, or null on the last. */
  next: z.string().nullable(),
});

/** POST CONSOLE_MESSAGE_PATHS.retry (JSON): one more send of a failed message, now. */
const retryMessageSchema = z.object({ id: messageIdSchema });

/** The console's message endpoints (all need the committee claim); a retry answers where the email is now. */
export const CONSOLE_MESSAGE_API = {
  list: endpoint({
    method: 'GET',
    path: CONSOLE_MESSAGE_PATHS.list,
    request: messagesPageQuerySchema,
    response: consoleMessagesResponseSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: CONSOLE_MESSAGE_PATHS.retry,
    request: retryMessageSchema,
    response: resultSchema.extend({ state: z.enum(CONTACT_DELIVERY_STATES).optional() }),
  }),
};
