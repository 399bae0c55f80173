import { CONTACT_API, type ContactMessage } from '@edma/contract/contact';
import { ApiError, postJson } from '../../api/api-client.ts';

/** True when the server accepted the message; refusals and network errors are logged and give false. */
export async function sendContactMessage(message: ContactMessage): Promise<boolean> {
  try {
    await postJson(CONTACT_API.send.path, message, CONTACT_API.send.response);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'refused')
      console.error('Contact message refused:', error.serverMessage ?? '(no message)');
    else console.error('Contact message could not be sent:', error);
    return false;
  }
}
