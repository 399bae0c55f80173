import { apiResultSchema } from '@edma/contract/family';
import type { ContactMessage } from '@edma/contract/contact';
import { postJson } from '../../api/api-client.ts';

export const CONTACT_PATH = '/api/contact';

/** True when the server accepted the message; refusals and network errors are logged and give false. */
export async function sendContactMessage(message: ContactMessage): Promise<boolean> {
  try {
    const result = await postJson(CONTACT_PATH, message, apiResultSchema);
    if (!result.success) console.error('Contact message refused:', result.message ?? '(no message)');
    return result.success;
  } catch (error) {
    console.error('Contact message could not be sent:', error);
    return false;
  }
}
