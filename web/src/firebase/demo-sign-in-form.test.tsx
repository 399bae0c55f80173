import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth, User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import DemoSignInForm from './demo-sign-in-form.tsx';

const signInAsDemoMember = vi.fn<(auth: Auth, email: string) => Promise<User>>();
vi.mock('./demo-sign-in.ts', () => ({
  signInAsDemoMember: (auth: Auth, email: string) => signInAsDemoMember(auth, email),
}));

describe('DemoSignInForm', () => {
  it('is prefilled with the demo member and signs in as the typed address', async () => {
    const auth = { name: 'auth' } as unknown as Auth;
    const user = { email: 'other@gmail.com' } as User;
    signInAsDemoMember.mockResolvedValue(user);
    const onSignIn = vi.fn(async (signIn: () => Promise<User>) => {
      await expect(signIn()).resolves.toBe(user);
    });
    render(<DemoSignInForm auth={auth} busy={false} onSignIn={onSignIn} />);

    const email = screen.getByLabelText('Demo member email');
    expect(email).toHaveValue('demo.member@gmail.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'other@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as a demo member' }));

    expect(onSignIn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(signInAsDemoMember).toHaveBeenCalledWith(auth, 'other@gmail.com'));
  });

  it('is disabled while a sign-in runs', () => {
    render(<DemoSignInForm auth={{} as Auth} busy onSignIn={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sign in as a demo member' })).toBeDisabled();
  });
});
