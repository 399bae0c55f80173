// Texts from the specification (sections 5 and 8); they must stay character for character.
export const SINGLE_MEMBER_CONFIRM = 'Single or Adding Family memebrs,click Ok to continue as single';
export const ADD_MEMBERS_ALERT = 'Please add family member details.';
export const SAVED_ALERT = 'Family and members saved successfully!';
export const SUBMIT_FAILED_ALERT = 'Failed to submit. Check server connection.';

/** "Error saving data. " followed by the server's message, or "Please try again." without one. */
export function saveErrorAlert(serverMessage: string | undefined): string {
  return `Error saving data. ${serverMessage?.trim() || 'Please try again.'}`;
}

export const SIGN_IN_TO_REGISTER =
  "To register your family, first sign in with the Google account of one of its members. Its email address opens your family's dashboard later.";
