import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageLightbox } from './image-lightbox.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photo
      </button>
      {open && <ImageLightbox src="/full.webp" alt="Dancers on stage" onClose={() => setOpen(false)} />}
    </>
  );
}

describe('ImageLightbox', () => {
  it('is a labelled modal dialog showing the image, with focus on the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Dancers on stage' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Dancers on stage' })).toHaveAttribute('src', '/full.webp');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open photo' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open photo' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on the image', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photo' }));
    await user.click(screen.getByRole('img', { name: 'Dancers on stage' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can close on a click on the image too', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ImageLightbox src="/a.webp" alt="A" onClose={onClose} closeOnImageClick />);
    await user.click(screen.getByRole('img', { name: 'A' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photo' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('passes srcSet and size through and calls onClose once per close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ImageLightbox src="/a.webp" srcSet="/a.webp 1200w" alt="A" width={1200} height={800} onClose={onClose} />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('srcset', '/a.webp 1200w');
    expect(img).toHaveAttribute('width', '1200');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
