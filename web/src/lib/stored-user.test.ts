import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredUser, readStoredUser, storeUser, STORED_USER_KEY } from './stored-user.ts';

afterEach(() => localStorage.clear());

describe('stored user', () => {
  it('round-trips email, name and photoURL under the key "user"', () => {
    storeUser({ email: 'a@gmail.com', name: 'Anu', photoURL: 'https://example.test/a.png' });
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual({
      email: 'a@gmail.com',
      name: 'Anu',
      photoURL: 'https://example.test/a.png',
    });
    expect(readStoredUser()).toEqual({ email: 'a@gmail.com', name: 'Anu', photoURL: 'https://example.test/a.png' });
  });

  it('is null when absent, unreadable or without an email', () => {
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ name: 'No email' }));
    expect(readStoredUser()).toBeNull();
  });

  it('clears the stored user', () => {
    storeUser({ email: 'a@gmail.com', name: '', photoURL: '' });
    clearStoredUser();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});
