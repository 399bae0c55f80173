import { useEffect, useRef } from 'react';
import type { PhotoState } from './use-member-photos.ts';
import { FieldError, errorProps } from './field-error.tsx';

interface Props {
  id: string;
  photo: PhotoState | undefined;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** Image-only file input with a preview of the downscaled photo. */
export function PhotoField({ id, photo, onChoose, onRemove, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const message = photo?.status === 'error' ? photo.message : undefined;
  const errorId = `${id}-error`;

  // A refused or removed photo must not stay named in the file input.
  useEffect(() => {
    if ((!photo || photo.status === 'error') && input.current) input.current.value = '';
  }, [photo]);

  return (
    <div className="registration__field registration__photo">
      <label htmlFor={id}>Photo</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0])}
        {...errorProps(errorId, message)}
      />
      <FieldError id={errorId} message={message} />
      {photo?.status === 'preparing' && (
        <p className="registration__hint" role="status">
          Preparing photo...
        </p>
      )}
      {photo?.status === 'ready' && (
        <div className="registration__preview">
          <img src={photo.previewUrl} alt="Preview of the chosen photo" width={96} height={96} />
          <button type="button" className="registration__link-button" onClick={onRemove} disabled={disabled}>
            Remove photo
          </button>
        </div>
      )}
    </div>
  );
}
