import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberPhoto } from './member-photo.tsx';

describe('MemberPhoto', () => {
  it('shows the thumbnail, then the full photo, then the placeholder as each fails to load', () => {
    render(<MemberPhoto name="Anu" photoPath="photos/f1/m1.webp" />);
    const img = screen.getByRole('img', { name: 'Photo of Anu' });
    expect(img).toHaveAttribute('src', '/api/photos/f1/m1-thumb.webp');
    expect(img).toHaveAttribute('width', '100');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/api/photos/f1/m1.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('shows the placeholder without a photo, and a new version of a replaced photo', () => {
    const { rerender } = render(<MemberPhoto name="Joel" photoPath={null} />);
    expect(screen.getByRole('img', { name: 'Photo of Joel' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    rerender(<MemberPhoto name="Joel" photoPath="photos/f1/m2.webp" version={42} />);
    expect(screen.getByRole('img', { name: 'Photo of Joel' })).toHaveAttribute('src', '/api/photos/f1/m2-thumb.webp?v=42');
  });
});
