/** Texts from the specification (sections 4 and 8), exactly as written there. */
export const SENDING_LABEL = 'Sending...';
export const SENT_MESSAGE = 'Message sent successfully!';
export const FAILED_MESSAGE = 'Failed to send message. Try again later.';
