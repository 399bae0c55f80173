import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { testHousehold, testMembers } from '../../test/registration-values.ts';
import { testFile } from '../../test/test-files.ts';
import RegisterPage from './register-page.tsx';
import { renderRoutes } from '../../test/render-routes.tsx';
import { pathTo } from '../../app/route-table.ts';

const session = {
  status: 'signed-in',
  user: { uid: 'uid-anu', email: 'anu@gmail.com', displayName: null },
  auth: {},
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
  idToken: vi.fn(),
} as unknown as AuthSession & {
  signInWithGoogle: MockInstance;
  signOut: MockInstance;
  idToken: MockInstance;
  status: string;
  user: unknown;
};

vi.mock('../../firebase/auth-session.ts', () => ({ useAuthSession: () => session }));

let alertSpy: MockInstance<(message?: unknown) => void>;
let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  installFakeXhr();
  let previews = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++previews}`, revokeObjectURL: () => {} }));
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  session.status = 'signed-in';
  session.user = { uid: 'uid-anu', email: 'anu@gmail.com', displayName: null } as never;
  session.signInWithGoogle.mockReset();
  session.signOut.mockReset().mockResolvedValue(undefined);
  session.idToken.mockReset().mockResolvedValue('token-anu');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders /register; signed in, waits for the form (loaded on demand once someone is signed in). */
async function renderPage() {
  const view = renderRoutes(pathTo('register'), { [pathTo('register')]: <RegisterPage />, '/members': <h1>Directory page</h1> });
  // The first test to open the form also waits for its module to be transformed.
  if (session.status === 'signed-in') await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
  return view;
}

const memberBoxes = () => screen.getAllByRole('group', { name: /^Member \d+$/ });
const box = (n: number) => within(screen.getByRole('group', { name: `Member ${n}` }));
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Saving\.\.\.)$/ });

async function fillHousehold(user: UserEvent) {
  const household = testHousehold();
  await user.type(screen.getByLabelText(/House No/), household.houseNo);
  await user.type(screen.getByLabelText(/Address Line/), household.addressLine);
  await user.type(screen.getByLabelText(/Postal Code/), household.postalCode);
  await user.selectOptions(screen.getByLabelText(/^Location/), household.location);
  await user.selectOptions(screen.getByLabelText(/^Membership Type/), household.membershipType);
}

async function fillMember(user: UserEvent, n: number, name: string, email = '') {
  await user.type(box(n).getByLabelText(/Name/), name);
  if (email) {
    // The first box opens with the signed-in registrant's email.
    await user.clear(box(n).getByLabelText('Email'));
    await user.type(box(n).getByLabelText('Email'), email);
  }
}

/** Renders the page and fills the household and the first member (a name, and an email in place of the registrant's). */
async function startWithHousehold(name: string, email = '') {
  const user = userEvent.setup();
  await renderPage();
  await fillHousehold(user);
  await fillMember(user, 1, name, email);
  return user;
}

/** A valid two-member family with a Gmail member; returns once the request has gone out. */
async function submitFamily(user: UserEvent) {
  const [anu, ben] = testMembers();
  await fillHousehold(user);
  await fillMember(user, 1, anu.name, anu.email);
  await user.click(screen.getByRole('button', { name: '+ Add Member' }));
  await fillMember(user, 2, ben.name);
  await user.click(submitButton());
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

describe('RegisterPage sign-in', () => {
  it('asks a signed-out visitor to sign in with Google first and shows no form', async () => {
    session.status = 'signed-out';
    session.user = null;
    session.signInWithGoogle.mockRejectedValue(new Error('popup closed'));
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Details' })).toBeInTheDocument();
    expect(screen.getByText(/first sign in with the Google account of one of its members/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(session.signInWithGoogle).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Sign-in failed. Please try again.'));
  });

  it('shows its text and sign-in button while Firebase Auth is still loading, the button waiting for it', async () => {
    session.status = 'loading';
    session.user = null;
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Details' })).toBeInTheDocument();
    expect(screen.getByText(/first sign in with the Google account of one of its members/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it("opens the form with the registrant's Google name and email, and offers another account", async () => {
    session.user = { uid: 'uid-anu', email: 'anu@gmail.com', displayName: 'Anu Thomas' } as never;
    const user = userEvent.setup();
    await renderPage();
    expect(box(1).getByLabelText(/Name/)).toHaveValue('Anu Thomas');
    expect(box(1).getByLabelText('Email')).toHaveValue('anu@gmail.com');
    expect(screen.getByText('anu@gmail.com', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('sends the photo choice a member ticked', async () => {
    const user = await startWithHousehold('Solo');
    await user.click(box(1).getByLabelText('Show my photo in the public directory'));
    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.body!.get('members[0][photoPublic]')).toBe('true');
  });
});

describe('RegisterPage', () => {
  it('starts with the Family Details form and one blank member without Delete Member', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Family Members' })).toBeInTheDocument();
    expect(memberBoxes()).toHaveLength(1);
    expect(box(1).getByLabelText(/Name/)).toHaveValue('');
    expect(box(1).getByLabelText('Email')).toHaveValue('anu@gmail.com');
    expect(box(1).getByLabelText('Show my photo in the public directory')).not.toBeChecked();
    expect(box(1).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(box(1).getByLabelText('Phone')).toBeInTheDocument();
    expect(box(1).getByLabelText(/Date of Birth/)).toHaveAttribute('aria-required', 'true');
    expect(box(1).getByLabelText('Photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('button', { name: /Delete Member/ })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit');
  });

  it('adds blank members and deletes the chosen one, hiding Delete Member at one box', async () => {
    const user = userEvent.setup();
    await renderPage();
    await fillMember(user, 1, 'First');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    expect(memberBoxes()).toHaveLength(2);
    expect(box(2).getByLabelText(/Name/)).toHaveValue('');
    await fillMember(user, 2, 'Second');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 3, 'Third');
    expect(screen.getAllByRole('button', { name: /Delete Member/ })).toHaveLength(3);

    await user.click(box(2).getByRole('button', { name: /Delete Member/ }));
    expect(memberBoxes()).toHaveLength(2);
    expect(box(1).getByLabelText(/Name/)).toHaveValue('First');
    expect(box(2).getByLabelText(/Name/)).toHaveValue('Third');

    await user.click(box(1).getByRole('button', { name: /Delete Member/ }));
    expect(memberBoxes()).toHaveLength(1);
    expect(box(1).getByLabelText(/Name/)).toHaveValue('Third');
    expect(screen.queryByRole('button', { name: /Delete Member/ })).not.toBeInTheDocument();
  });

  it('reveals the Other text fields with their placeholders and requires them', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.queryByPlaceholderText('Specify other location')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Specify other type')).not.toBeInTheDocument();
    await fillHousehold(user);
    await user.selectOptions(screen.getByLabelText(/^Location/), 'Other');
    await user.selectOptions(screen.getByLabelText(/^Membership Type/), 'Other');
    await fillMember(user, 1, 'Anu', 'anu@gmail.com');
    await user.click(submitButton());
    expect(await screen.findByText('Specify other location.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Specify other location')).toHaveAccessibleDescription('Specify other location.');
    expect(screen.getByPlaceholderText('Specify other type')).toHaveAccessibleDescription('Specify other type.');
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows required messages linked to their fields and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(submitButton());
    const houseNo = screen.getByLabelText(/House No/);
    expect(await screen.findByText('House number is required.')).toBeInTheDocument();
    expect(houseNo).toHaveAttribute('aria-invalid', 'true');
    expect(houseNo).toHaveAccessibleDescription('House number is required.');
    expect(screen.getByLabelText(/Address Line/)).toHaveAccessibleDescription('Address is required.');
    expect(screen.getByLabelText(/Postal Code/)).toHaveAccessibleDescription('Postal code is required.');
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription('Location is required.');
    expect(screen.getByLabelText(/^Membership Type/)).toHaveAccessibleDescription('Membership type is required.');
    expect(box(1).getByLabelText(/Name/)).toHaveAccessibleDescription('Name is required.');
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('does not require a date of birth but refuses one that is not valid', async () => {
    const user = await startWithHousehold('Anu', 'anu@gmail.com');
    await user.type(box(1).getByLabelText(/Date of Birth/), '2001-02-30');
    await user.click(submitButton());
    expect(await box(1).findByText('Date input not valid.')).toBeInTheDocument();
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks to confirm a single member; Cancel alerts and sends nothing', async () => {
    confirmSpy.mockReturnValue(false);
    const user = await startWithHousehold('Solo', 'solo@gmail.com');
    await user.click(submitButton());
    await vi.waitFor(() => expect(confirmSpy).toHaveBeenCalledWith('Single or Adding Family memebrs,click Ok to continue as single'));
    expect(alertSpy).toHaveBeenCalledWith('Please add family member details.');
    expect(FakeXhr.sent).toHaveLength(0);
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
  });

  it('confirmed single member is sent', async () => {
    const user = await startWithHousehold('Solo', 'solo@gmail.com');
    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(confirmSpy).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[0]!.body!.get('members[0][name]')).toBe('Solo');
  });

  it('alerts when no member has a Gmail address and sends nothing', async () => {
    const user = await startWithHousehold('Anu', 'anu@example.com');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 2, 'Ben', 'ben@gmail.co.uk');
    await user.click(submitButton());
    await vi.waitFor(() => expect(alertSpy).toHaveBeenCalledWith('At least one family member must have a Gmail address.'));
    // Two members: no single-member question.
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('accepts a Gmail address in any case with spaces around it', async () => {
    const user = await startWithHousehold('Anu', 'Anu.Thomas@GMail.Com');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 2, 'Ben');
    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sends the multipart form, shows Saving... and progress, and ignores repeated submits', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/save_family.php');
    expect(Object.fromEntries(xhr.body!.entries())).toEqual({
      ...testHousehold(),
      newsOptIn: 'false',
      'members[0][name]': 'Anu Thomas',
      'members[0][email]': 'anu@gmail.com',
      'members[0][phone]': '',
      'members[0][dob]': '',
      'members[0][photoPublic]': 'false',
      'members[1][name]': 'Ben Thomas',
      'members[1][email]': '',
      'members[1][phone]': '',
      'members[1][dob]': '',
      'members[1][photoPublic]': 'false',
    });
    expect(xhr.headers.Authorization).toBe('Bearer token-anu');

    expect(submitButton()).toHaveTextContent('Saving...');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText(/House No/)).toBeDisabled();

    const progress = screen.getByLabelText('Upload progress');
    expect(progress.tagName).toBe('PROGRESS');
    expect(progress).toHaveAttribute('value', '0');
    await xhr.progress(30, 100);
    expect(progress).toHaveAttribute('value', '0.3');

    // A disabled button cannot be clicked; a form submit by other means is ignored too.
    await user.click(submitButton());
    await act(async () => {
      submitButton().closest('form')!.requestSubmit();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('sends once on a double click, even when both clicks land before React re-renders', async () => {
    const user = await startWithHousehold('Anu', 'anu@gmail.com');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 2, 'Ben');
    const button = submitButton();
    await act(async () => {
      button.click();
      button.click();
    });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.dblClick(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('on success alerts and opens /members about 100 ms later', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    vi.useFakeTimers();
    await xhr.respond(200, { success: true, message: 'Saved.' });
    expect(alertSpy).toHaveBeenCalledWith('Family and members saved successfully!');
    expect(screen.getByRole('heading', { name: 'Family Details' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('heading', { name: 'Directory page' })).not.toBeInTheDocument();
    // Still saving while it waits: no second submit can slip in.
    expect(submitButton()).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Directory page' })).toBeInTheDocument();
  });

  it('alerts the server message on a reported failure and lets the form be edited again', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    await xhr.respond(409, { success: false, message: 'This family is already registered.' });
    expect(alertSpy).toHaveBeenCalledWith('Error saving data. This family is already registered.');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText(/House No/)).toBeEnabled();
    expect(screen.queryByLabelText('Upload progress')).not.toBeInTheDocument();

    // And it can be sent again.
    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  });

  it('alerts "Please try again." when the server gives no message', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    await xhr.respond(200, { success: false });
    expect(alertSpy).toHaveBeenCalledWith('Error saving data. Please try again.');
    expect(submitButton()).toBeEnabled();
  });

  it('alerts a connection failure when the request fails', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    await xhr.fail();
    expect(alertSpy).toHaveBeenCalledWith('Failed to submit. Check server connection.');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
  });

  it('alerts a connection failure when the answer cannot be read', async () => {
    const user = userEvent.setup();
    await renderPage();
    const xhr = await submitFamily(user);
    await xhr.respond(502, '<html>Bad gateway</html>');
    expect(alertSpy).toHaveBeenCalledWith('Failed to submit. Check server connection.');
    expect(submitButton()).toBeEnabled();
  });

  it('previews a chosen photo and sends it as members[i][photo]', async () => {
    const user = userEvent.setup();
    await renderPage();
    const photo = testFile('ben.png', { bytes: 2000 });
    await fillHousehold(user);
    await fillMember(user, 1, 'Anu', 'anu@gmail.com');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 2, 'Ben');
    await user.upload(box(2).getByLabelText('Photo'), photo);
    const preview = await box(2).findByRole('img', { name: 'Preview of the chosen photo' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));

    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const body = FakeXhr.sent[0]!.body!;
    expect(body.has('members[0][photo]')).toBe(false);
    const sent = body.get('members[1][photo]') as File;
    expect(sent.name).toBe('ben.png');
    expect(sent.size).toBe(2000);
  });

  it('keeps a photo with its member when an earlier member is deleted', async () => {
    const user = await startWithHousehold('Gone');
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 2, 'Anu', 'anu@gmail.com');
    await user.upload(box(2).getByLabelText('Photo'), testFile('anu.jpg'));
    await user.click(screen.getByRole('button', { name: '+ Add Member' }));
    await fillMember(user, 3, 'Ben');
    await user.click(box(1).getByRole('button', { name: /Delete Member/ }));
    await user.click(submitButton());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const body = FakeXhr.sent[0]!.body!;
    expect(body.get('members[0][name]')).toBe('Anu');
    expect((body.get('members[0][photo]') as File).name).toBe('anu.jpg');
    expect(body.has('members[1][photo]')).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPage();
    const input = box(1).getByLabelText('Photo');
    await user.upload(input, testFile('form.pdf'));
    expect(await box(1).findByText('Please choose an image file.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please choose an image file.');
    expect(box(1).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lets a chosen photo be removed', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.upload(box(1).getByLabelText('Photo'), testFile('a.jpg'));
    await box(1).findByRole('img', { name: 'Preview of the chosen photo' });
    await user.click(box(1).getByRole('button', { name: 'Remove photo' }));
    expect(box(1).queryByRole('img')).not.toBeInTheDocument();
  });
});
