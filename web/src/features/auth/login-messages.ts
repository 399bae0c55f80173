/** Texts from the specification's login section; they must stay character for character. */
export const NOT_REGISTERED_MESSAGE = 'You are not registered. Please register before logging in.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
