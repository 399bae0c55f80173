/** Texts from the specification's login section; they must stay character for character. */
export const NOT_REGISTERED_MESSAGE = 'You are not registered. Please register before logging in.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const INVITATION_FAILED_MESSAGE = 'Your answer could not be saved. Please try again.';
export const ACCEPT_INVITATION_LABEL = 'Yes, this is my family';
export const DECLINE_INVITATION_LABEL = 'No, this is not my family';

export function invitationQuestion(head: string): string {
  return `You have been added to the family of ${head}. Is this your family?`;
}
