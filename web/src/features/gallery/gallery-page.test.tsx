import { ALBUMS_SEED, type Album } from '@edma/contract/gallery';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, offline, stubFetch } from '../../test/fetch-stub.ts';
import GalleryPage from './gallery-page.tsx';

const ALBUMS = '/api/content/albums.json';
/** The albums the API answers (the seed unless given); the page asks when it opens. */
const serve = (albums: readonly Album[] = ALBUMS_SEED) => stubFetch({ [ALBUMS]: json(200, { success: true, albums }) });

describe('GalleryPage', () => {
  it('loads the albums from the API and lists them with their image counts', async () => {
    const { calls } = serve();
    render(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Albums' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading albums...');
    await screen.findByRole('button', { name: /BBQ 2025/ });
    expect(calls.map((call) => call.url)).toEqual([ALBUMS]);
    const tiles = screen.getAllByRole('button').map((tile) => tile.textContent);
    expect(tiles).toEqual(['📁Onam 20243 images', '📁Christmas 20243 images', '📁Easter 20253 images', '📁BBQ 202516 images']);
  });

  it('goes albums → album → enlarged photo → closed → back to albums, moving focus at each level', async () => {
    serve();
    const user = userEvent.setup();
    render(<GalleryPage />);

    await user.click(await screen.findByRole('button', { name: /BBQ 2025/ }));
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
    // The viewer's code arrives apart from the page: the first open waits for it.
    const dialog = await screen.findByRole('dialog', { name: 'BBQ 2025 photo 2 of 16' });
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
    serve();
    const user = userEvent.setup();
    render(<GalleryPage />);
    await user.click(await screen.findByRole('button', { name: /Onam 2024/ }));
    const thumbs = screen.getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/images/albums/onam-2024/01-thumb.webp',
      '/images/albums/onam-2024/02-thumb.webp',
      '/images/albums/onam-2024/03-thumb.webp',
    ]);
  });

  it('shows uploaded photos at their own size, links to the rest of an album hosted elsewhere, and opens a link-only album there', async () => {
    const user = userEvent.setup();
    serve([
      {
        id: 'a1',
        name: 'Onam 2026',
        link: 'https://www.photos.example.org/onam-2026',
        photos: [
          {
            id: 'p1',
            src: '/api/content/albums/a1/p1-0123456789abcdef.webp',
            thumb: '/api/content/albums/a1/p1-0123456789abcdef-thumb.webp',
            width: 600,
            height: 800,
          },
        ],
      },
      { id: 'a2', name: 'Sports Day 2025', link: 'https://drive.example.com/sports', photos: [] },
    ]);
    render(<GalleryPage />);
    const external = await screen.findByRole('link', { name: 'Sports Day 2025, on drive.example.com (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://drive.example.com/sports');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByRole('button', { name: /Onam 2026\s*1 image$/ }));
    expect(screen.getByRole('link', { name: 'More photos of Onam 2026 on photos.example.org (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.photos.example.org/onam-2026',
    );
    expect(screen.getByRole('img', { name: 'Onam 2026 photo 1 of 1' })).toHaveAttribute(
      'src',
      '/api/content/albums/a1/p1-0123456789abcdef-thumb.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Onam 2026 photo 1 of 1' }));
    const full = within(await screen.findByRole('dialog')).getByRole('img');
    expect(full).toHaveAttribute('src', '/api/content/albums/a1/p1-0123456789abcdef.webp');
    expect(full).toHaveAttribute('width', '600');
    expect(full).toHaveAttribute('height', '800');
  });

  it('says when the albums could not be loaded, and tries again on request', async () => {
    stubFetch({ [ALBUMS]: [offline, json(200, { success: true, albums: ALBUMS_SEED })] });
    const user = userEvent.setup();
    render(<GalleryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The albums could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /BBQ 2025\s*16 images/ })).toBeInTheDocument();
  });
});
