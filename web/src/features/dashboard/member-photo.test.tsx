import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPhoto } from './member-photo.tsx';

const idToken = () => Promise.resolve('token-1');
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${++n}`, revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const image = () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/webp' } });
const missing = () => new Response('{}', { status: 404 });

describe('MemberPhoto', () => {
  it('fetches the thumbnail with the sign-in and shows it at 100 px', async () => {
    fetchMock.mockResolvedValueOnce(image());
    render(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" idToken={idToken} />);
    const img = screen.getByRole('img', { name: 'Photo of Anu' });
    expect(img).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:photo-/));
    expect(img).toHaveAttribute('width', '100');
    expect(fetchMock).toHaveBeenCalledWith('/api/photos/f1/m1-thumb.webp', { headers: { Authorization: 'Bearer token-1' } });
  });

  it('falls back to the photo, then to the placeholder', async () => {
    fetchMock.mockResolvedValueOnce(missing()).mockResolvedValueOnce(image());
    const { unmount } = render(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" idToken={idToken} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Anu' }).getAttribute('src')).toMatch(/^blob:/));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/photos/f1/m1-thumb.webp', '/api/photos/f1/m1.webp']);
    unmount();

    fetchMock.mockReset().mockResolvedValue(missing());
    render(<MemberPhoto name="Ben" photoPath="photos/f1/m2.webp" idToken={idToken} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('img', { name: 'Photo of Ben' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('shows the placeholder without a photo and fetches a new version of a replaced photo', async () => {
    const { rerender } = render(<MemberPhoto name="Joel" photoPath={null} idToken={idToken} />);
    expect(screen.getByRole('img', { name: 'Photo of Joel' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(image());
    rerender(<MemberPhoto name="Joel" photoPath="photos/f1/m2.webp" version={42} idToken={idToken} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Joel' }).getAttribute('src')).toMatch(/^blob:/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
