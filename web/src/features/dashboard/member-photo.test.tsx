import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { imageResponse } from '../../test/test-files.ts';
import { InDashboard } from './dashboard-test-helpers.tsx';
import { MemberPhoto } from './member-photo.tsx';

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${++n}`, revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const image = () => imageResponse();
const missing = json(404, {});
const dropped = () => {
  throw new TypeError('Failed to fetch');
};
const signedIn = (photo: React.ReactNode) => <InDashboard onSessionExpired={() => {}}>{photo}</InDashboard>;

describe('MemberPhoto', () => {
  it('fetches the thumbnail with the sign-in and shows it at 100 px', async () => {
    const { calls } = stubFetch({ '/api/photos/f1/m1-thumb.webp': image });
    render(signedIn(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" />));
    const img = screen.getByRole('img', { name: 'Anu' });
    expect(img).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:photo-/));
    expect(img).toHaveAttribute('width', '100');
    expect(calls.map((c) => [c.url, c.init])).toEqual([['/api/photos/f1/m1-thumb.webp', { headers: { Authorization: 'Bearer token-1' } }]]);
  });

  it('falls back to the photo, then to the placeholder', async () => {
    const first = stubFetch({ '/api/photos/f1/m1-thumb.webp': missing, '/api/photos/f1/m1.webp': image });
    const { unmount } = render(signedIn(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" />));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Anu' }).getAttribute('src')).toMatch(/^blob:/));
    expect(first.calls.map((c) => c.url)).toEqual(['/api/photos/f1/m1-thumb.webp', '/api/photos/f1/m1.webp']);
    unmount();

    const second = stubFetch({ '/api/photos/*': missing });
    render(signedIn(<MemberPhoto name="Ben" photoPath="photos/f1/m2.webp" />));
    await waitFor(() => expect(second.calls).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'Ben' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('asks once more after a dropped connection or a server error, not after a missing photo', async () => {
    const { calls } = stubFetch({ '/api/photos/f1/m1-thumb.webp': [dropped, json(503, {}), image], '/api/photos/f1/m1.webp': missing });
    render(signedIn(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" />));
    // The thumbnail twice (dropped, then 503: given up), then the photo itself once (missing: no second try).
    await waitFor(() => expect(calls).toHaveLength(3), { timeout: 3_000 });
    expect(calls.map((c) => c.url)).toEqual(['/api/photos/f1/m1-thumb.webp', '/api/photos/f1/m1-thumb.webp', '/api/photos/f1/m1.webp']);
    expect(screen.getByRole('img', { name: 'Anu' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('shows the photo when the second try works', async () => {
    const { calls } = stubFetch({ '/api/photos/f1/m1-thumb.webp': [dropped, image] });
    render(signedIn(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" />));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Anu' }).getAttribute('src')).toMatch(/^blob:/), { timeout: 3_000 });
    expect(calls).toHaveLength(2);
  });

  it('shows the placeholder without a photo and fetches a new version of a replaced photo', async () => {
    const { calls } = stubFetch({ '/api/photos/*': image });
    const { rerender } = render(signedIn(<MemberPhoto name="Joel" photoPath={null} />));
    expect(screen.getByRole('img', { name: 'Joel' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    expect(calls).toHaveLength(0);
    rerender(signedIn(<MemberPhoto name="Joel" photoPath="photos/f1/m2.webp" version={42} />));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Joel' }).getAttribute('src')).toMatch(/^blob:/));
    expect(calls).toHaveLength(1);
  });
});
