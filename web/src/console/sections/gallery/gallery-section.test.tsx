import type { Album } from '@edma/contract/gallery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { fillAndSubmit, expectInvalid } from '@web/test/form-filling.ts';
import { GallerySection } from './gallery-section.tsx';

const photo = (albumId: string, id: string) => ({
  id,
  src: `/api/content/albums/${albumId}/${id}-0123456789abcdef.webp`,
  thumb: `/api/content/albums/${albumId}/${id}-0123456789abcdef-thumb.webp`,
  width: 1200,
  height: 800,
});

let albums: Album[];
let api: ConsoleApi;

beforeEach(() => {
  albums = [
    {
      id: 'onam-2024',
      name: 'Onam 2024',
      link: '',
      photos: [photo('onam-2024', 'p1'), photo('onam-2024', 'p2'), photo('onam-2024', 'p3')],
    },
    { id: 'bbq-2025', name: 'BBQ 2025', link: 'https://photos.example.org/bbq', photos: [photo('bbq-2025', 'b1')] },
    { id: 'new', name: 'Sports Day 2026', link: '', photos: [] },
  ];
  api = stubConsoleApi(() => jsonResponse(200, { success: true, albums }));
});

const renderSection = (...answers: PostAnswer[]) => openSection(<GallerySection />, api, ...answers);

describe('GallerySection', () => {
  it('lists the albums in page order, says which one the page does not show yet, and creates one', async () => {
    const user = renderSection(
      answer(200, 'The album Onam 2026 was created.', () => albums.push({ id: 'a4', name: 'Onam 2026', link: '', photos: [] }), {
        id: 'a4',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Albums' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Onam 2024', 'BBQ 2025', 'Sports Day 2026']);
    expect(cards[1]).toHaveTextContent('1 photo · Photos also at https://photos.example.org/bbq');
    expect(cards[2]).toHaveTextContent('0 photos · Not on the page until it has photos or a link');

    const form = screen.getByRole('form', { name: 'Create an album' });
    await fillAndSubmit(user, form, { 'Album name': 'Onam 2026' }, 'Create album');
    expect(await screen.findByRole('status')).toHaveTextContent('The album Onam 2026 was created.');
    expect(api.posts).toEqual([{ url: '/api/committee/albums/add', body: { name: 'Onam 2026', link: '' } }]);
    await waitFor(() => expect(within(list).getAllByRole('heading').at(-1)).toHaveTextContent('Onam 2026'));
    expect(within(form).getByLabelText('Album name')).toHaveValue('');
  });

  it('refuses a link that is not https, sending nothing', async () => {
    const user = renderSection();
    const form = await screen.findByRole('form', { name: 'Create an album' });
    await fillAndSubmit(
      user,
      form,
      { 'Album name': 'BBQ 2026', 'Link to photos hosted elsewhere (optional)': 'http://photos.example.org/bbq' },
      'Create album',
    );
    await expectInvalid(
      form,
      'Link to photos hosted elsewhere (optional)',
      expect.stringContaining("Enter the album's address, starting with https://, or leave it empty."),
    );
    expect(api.posts).toEqual([]);
  });

  it('uploads several photos into an album one by one, and says which were refused', async () => {
    const user = userEvent.setup();
    const added = photo('new', 'n1');
    api.postAnswers.push(
      answer(200, 'A photo was added to Sports Day 2026.', () => albums[2]!.photos.push(added), { photo: added }),
      answer(400, 'Photos must be JPEG, PNG, WebP or GIF images. One of the photos could not be read.'),
    );
    renderSection();
    const toggle = await screen.findByRole('button', { name: 'Photos of Sports Day 2026' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const photos = screen.getByRole('group', { name: 'Photos of Sports Day 2026' });
    expect(within(photos).getByText('No photos yet.')).toBeInTheDocument();

    const files = [
      new File(['jpeg-bytes'], 'race.jpg', { type: 'image/jpeg' }),
      new File(['not an image'], 'notes.jpg', { type: 'image/jpeg' }),
    ];
    await user.upload(within(photos).getByLabelText('Add photos'), files);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 of 2 photos were added to Sports Day 2026. notes.jpg: Photos must be JPEG, PNG, WebP or GIF images. One of the photos could not be read.',
    );
    expect(api.posts).toEqual([
      { url: '/api/committee/albums/photos/add', body: { albumId: 'new', photo: 'file:race.jpg' } },
      { url: '/api/committee/albums/photos/add', body: { albumId: 'new', photo: 'file:notes.jpg' } },
    ]);
    expect(await within(photos).findByRole('img', { name: 'Sports Day 2026 photo 1 of 1' })).toHaveAttribute('src', added.thumb);
  });

  it('moves a photo later and removes one after confirming, focus returning to the photos', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Photos of Onam 2024' }));
    const photos = screen.getByRole('group', { name: 'Photos of Onam 2024' });
    expect(within(photos).getByRole('button', { name: 'Move Onam 2024 photo 1 of 3 earlier' })).toBeDisabled();
    expect(within(photos).getByRole('button', { name: 'Move Onam 2024 photo 3 of 3 later' })).toBeDisabled();
    api.postAnswers.push(answer(200, 'The order of the photos was saved.', () => albums[0]!.photos.reverse()));
    await user.click(within(photos).getByRole('button', { name: 'Move Onam 2024 photo 1 of 3 later' }));
    expect(api.posts[0]).toEqual({ url: '/api/committee/albums/photos/order', body: { albumId: 'onam-2024', ids: ['p2', 'p1', 'p3'] } });
    await waitFor(() => expect(within(photos).getAllByRole('img')[0]).toHaveAttribute('src', photo('onam-2024', 'p3').thumb));

    api.postAnswers.push(answer(200, 'The photo was removed from Onam 2024.', () => albums[0]!.photos.shift()));
    await user.click(within(photos).getByRole('button', { name: 'Remove Onam 2024 photo 1 of 3' }));
    const confirm = within(photos).getByRole('button', { name: 'Remove photo' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(api.posts[1]).toEqual({ url: '/api/committee/albums/photos/remove', body: { albumId: 'onam-2024', photoId: 'p3' } });
    // The section's status (the photos' own status line tells of uploads).
    expect(await screen.findByText('The photo was removed from Onam 2024.', { selector: '[role="status"]' })).toBeInTheDocument();
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    expect(within(photos).getByRole('heading', { name: 'Photos of Onam 2024' })).toHaveFocus();
  });

  it('moves an album, edits it, and removes one after confirming; a refusal is said and the list refreshed', async () => {
    const user = renderSection(answer(200, 'The order of the albums was saved.', () => albums.splice(0, 2, albums[1]!, albums[0]!)));
    await user.click(await screen.findByRole('button', { name: 'Move down Onam 2024' }));
    expect(api.posts[0]).toEqual({ url: '/api/committee/albums/order', body: { ids: ['bbq-2025', 'onam-2024', 'new'] } });
    const list = screen.getByRole('list', { name: 'Albums' });
    await waitFor(() => expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('BBQ 2025'));

    api.postAnswers.push(answer(200, 'The album BBQ 2025 — Seaton was saved.', () => (albums[0]!.name = 'BBQ 2025 — Seaton')));
    await user.click(screen.getByRole('button', { name: 'Edit BBQ 2025' }));
    const form = screen.getByRole('form', { name: 'Edit BBQ 2025' });
    expect(within(form).getByLabelText('Album name')).toHaveFocus();
    expect(within(form).getByLabelText('Link to photos hosted elsewhere (optional)')).toHaveValue('https://photos.example.org/bbq');
    await fillAndSubmit(user, form, { 'Album name': 'BBQ 2025 — Seaton' }, 'Save album', { replace: true });
    expect(api.posts[1]).toEqual({
      url: '/api/committee/albums/update',
      body: { id: 'bbq-2025', name: 'BBQ 2025 — Seaton', link: 'https://photos.example.org/bbq' },
    });
    expect(await screen.findByRole('heading', { name: 'BBQ 2025 — Seaton' })).toBeInTheDocument();

    api.postAnswers.push(
      answer(
        404,
        'This album is no longer in the gallery; the list has been refreshed.',
        () => (albums = albums.filter((a) => a.id !== 'new')),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Sports Day 2026' }));
    const confirm = screen.getByRole('group', { name: 'Remove Sports Day 2026?' });
    expect(confirm).toHaveTextContent('Remove this album and its 0 photos from the page? Photos uploaded here are deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove album' }));
    expect(api.posts[2]).toEqual({ url: '/api/committee/albums/remove', body: { id: 'new' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This album is no longer in the gallery; the list has been refreshed.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sports Day 2026' })).not.toBeInTheDocument());
  });
});
