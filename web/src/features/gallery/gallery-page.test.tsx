import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GalleryPage from './gallery-page.tsx';

describe('GalleryPage', () => {
  it('lists the albums with their image counts', () => {
    render(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Albums' })).toBeInTheDocument();
    const tiles = screen.getAllByRole('button').map((tile) => tile.textContent);
    expect(tiles).toEqual([
      '📁Onam 20243 images',
      '📁Christmas 20243 images',
      '📁Easter 20253 images',
      '📁BBQ 202516 images',
    ]);
  });

  it('goes albums → album → enlarged photo → closed → back to albums, moving focus at each level', async () => {
    const user = userEvent.setup();
    render(<GalleryPage />);

    await user.click(screen.getByRole('button', { name: /BBQ 2025/ }));
    const heading = screen.getByRole('heading', { level: 2, name: /BBQ 2025/ });
    expect(heading).toHaveFocus();
    const thumbs = screen.getAllByRole('img');
    expect(thumbs).toHaveLength(16);
    expect(thumbs[0]).toHaveAttribute('src', '/images/albums/bbq-2025/01-thumb.webp');
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('width', '375');
    expect(thumbs[0]).toHaveAttribute('height', '250');
    expect(thumbs[0]).toHaveAccessibleName('BBQ 2025 photo 1 of 16');

    // Enlarge photo 2, close with the button: focus returns to its thumbnail.
    const second = screen.getByRole('button', { name: 'BBQ 2025 photo 2 of 16' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'BBQ 2025 photo 2 of 16' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/albums/bbq-2025/02-full.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();

    // Close by clicking the backdrop.
    await user.click(second);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Close with Escape.
    await user.click(second);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(16);

    await user.click(screen.getByRole('button', { name: 'Back to Albums' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /BBQ 2025/ })).toHaveFocus();
  });

  it('shows each album its own photos', async () => {
    const user = userEvent.setup();
    render(<GalleryPage />);
    await user.click(screen.getByRole('button', { name: /Onam 2024/ }));
    const thumbs = screen.getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/images/albums/onam-2024/01-thumb.webp',
      '/images/albums/onam-2024/02-thumb.webp',
      '/images/albums/onam-2024/03-thumb.webp',
    ]);
  });
});
