import { MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './photo-picker.tsx';
import { usePhotoChoices } from './use-photo-choices.ts';

const downscale = vi.hoisted(() => ({ fn: vi.fn((file: File) => Promise.resolve(file)) }));
vi.mock('../lib/downscale-image.ts', () => ({ downscaleImage: downscale.fn }));

function Picker() {
  const photos = usePhotoChoices();
  return (
    <PhotoPicker
      id="photo"
      label="Photo"
      photo={photos.photos.one}
      onChoose={(file) => photos.choose('one', file)}
      onRemove={() => photos.remove('one')}
      previewAlt="Preview of the chosen photo"
    />
  );
}

// The picker sends only images; user-event honours accept="image/*" unless told not to.
const setup = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: vi.fn() }));
  downscale.fn.mockImplementation((file: File) => Promise.resolve(file));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoPicker with usePhotoChoices', () => {
  it('accepts only images, downscales the chosen one and previews the result, which can be removed', async () => {
    const user = setup();
    const small = new File(['small'], 'anu.webp', { type: 'image/webp' });
    downscale.fn.mockResolvedValueOnce(small);
    render(<Picker />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');

    await user.upload(input, new File([new Uint8Array(3000)], 'anu.png', { type: 'image/png' }));
    expect(downscale.fn).toHaveBeenCalledTimes(1);
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says "Preparing photo..." while the photo is downscaled', async () => {
    const user = setup();
    let finish: (file: File) => void = () => {};
    downscale.fn.mockImplementationOnce(() => new Promise<File>((resolve) => (finish = resolve)));
    render(<Picker />);
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing photo...');
    finish(photo);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, at once and without downscaling it', async () => {
    const user = setup();
    render(<Picker />);
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please choose an image file.');
    expect(downscale.fn).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a photo still too large after downscaling', async () => {
    const user = setup();
    render(<Picker />);
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too large. Please choose a smaller one.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses an image type the server does not take', async () => {
    const user = setup();
    render(<Picker />);
    await user.upload(screen.getByLabelText('Photo'), new File(['BM'], 'scan.bmp', { type: 'image/bmp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG, WebP or GIF image.');
  });
});
