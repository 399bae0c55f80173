// Texts from the specification's error catalogue; they must stay character for character.
export const NOT_LOGGED_IN_MESSAGE = 'You must be logged in to view this page.';
export const FAMILY_LOAD_FAILED_MESSAGE = 'Failed to load family data.';
export const FAMILY_LOAD_ERROR_MESSAGE = 'Error fetching family data.';
export const FAMILY_UPDATED_MESSAGE = 'Family updated successfully.';
export const FAMILY_UPDATE_FAILED_MESSAGE = 'Family update failed.';
export const FAMILY_UPDATE_ERROR_MESSAGE = 'Error updating family.';
export const MEMBER_UPDATED_MESSAGE = 'Member updated successfully.';
export const MEMBER_UPDATE_FAILED_MESSAGE = 'Update failed.';
export const MEMBER_UPDATE_ERROR_MESSAGE = 'Error updating member.';

// Adding and removing members go beyond the specification; their texts follow the same pattern.
export const MEMBER_ADDED_MESSAGE = 'Member added successfully.';
export const MEMBER_ADD_FAILED_MESSAGE = 'Adding the member failed.';
export const MEMBER_ADD_ERROR_MESSAGE = 'Error adding member.';
export const MEMBER_REMOVED_MESSAGE = 'Member removed.';
export const MEMBER_REMOVE_FAILED_MESSAGE = 'Removing the member failed.';
export const MEMBER_REMOVE_ERROR_MESSAGE = 'Error removing member.';

export const removeMemberQuestion = (name: string) => `Remove ${name} from your family? This cannot be undone.`;
