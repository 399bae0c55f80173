import { useEffect, useRef } from 'react';
import { Field } from './field.tsx';
import { PREPARING_PHOTO_MESSAGE } from './photo-messages.ts';
import type { PhotoState } from './use-photo-choices.ts';

export interface PhotoPickerProps {
  id: string;
  label: string;
  /** This picker's entry of usePhotoChoices().photos. */
  photo: PhotoState | undefined;
  onChoose: (file: File | undefined) => void;
  /** Offers "Remove photo" beside the preview when given. */
  onRemove?: () => void;
  previewAlt: string;
  /** The preview's class (its size and shape come from the screen). */
  previewClassName?: string;
  /** The preview's width and height in pixels. */
  previewSize?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * An image-only file input with the photo's state: "Preparing photo..." while it is downscaled, the
 * reason a file was refused (type, size), or a preview of what will be uploaded.
 */
export function PhotoPicker({
  id,
  label,
  photo,
  onChoose,
  onRemove,
  previewAlt,
  previewClassName,
  previewSize = 96,
  disabled,
  className,
}: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const error = photo?.status === 'error' ? photo.message : undefined;

  // A refused or removed photo must not stay named in the file input.
  useEffect(() => {
    if ((!photo || photo.status === 'error') && input.current) input.current.value = '';
  }, [photo]);

  return (
    <Field id={id} label={label} error={error} alertError className={className ? `photo-picker ${className}` : 'photo-picker'}>
      {(aria) => (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            disabled={disabled}
            onChange={(event) => onChoose(event.target.files?.[0])}
            {...aria}
          />
          {photo?.status === 'preparing' && (
            <p className="form-field__hint" role="status">
              {PREPARING_PHOTO_MESSAGE}
            </p>
          )}
          {photo?.status === 'ready' && (
            <div className="photo-picker__preview">
              <img
                className={previewClassName ?? 'photo-picker__image'}
                src={photo.previewUrl}
                alt={previewAlt}
                width={previewSize}
                height={previewSize}
              />
              {onRemove && (
                <button type="button" className="button-secondary" onClick={onRemove} disabled={disabled}>
                  Remove photo
                </button>
              )}
            </div>
          )}
        </>
      )}
    </Field>
  );
}
