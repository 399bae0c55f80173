import { albumPhotoAlt, GALLERY_API, THUMB_SIZE, type Album } from '@edma/contract/gallery';
import { ACCEPTED_PHOTO_TYPES } from '@edma/contract/limits';
import { Confirm } from '@web/ui/confirm.tsx';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { downscaleImage } from '@web/lib/downscale-image.ts';
import { failureMessage, useApiMutation, useApiUpload } from '@web/api/use-api.ts';
import { Field } from '@web/ui/field.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';

const LIST = GALLERY_API.list;

interface AlbumPhotosProps {
  album: Album;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

/**
 * One album's photos: upload several at once (each downscaled in the browser, then checked and
 * re-encoded by the API, one request per photo), move them and remove them.
 */
export function AlbumPhotos({ album, onChanged, onRefused }: AlbumPhotosProps) {
  const id = useId();
  const upload = useApiUpload(GALLERY_API.addPhoto, { invalidates: [LIST] });
  const order = useApiMutation(GALLERY_API.orderPhotos, { invalidates: [LIST] });
  const [progress, setProgress] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  async function uploadFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    const failures: string[] = [];
    for (const [index, file] of files.entries()) {
      setProgress(`Uploading photo ${index + 1} of ${files.length}...`);
      try {
        const form = new FormData();
        form.append('albumId', album.id);
        form.append('photo', await downscaleImage(file));
        await upload.mutateAsync(form);
      } catch (error) {
        failures.push(`${file.name}: ${failureMessage(error)}`);
      }
    }
    input.value = '';
    setProgress('');
    const added = files.length - failures.length;
    const summary = `${added} of ${files.length} ${files.length === 1 ? 'photo was' : 'photos were'} added to ${album.name}.`;
    if (failures.length === 0) onChanged(summary);
    else onRefused(`${summary} ${failures.join(' ')}`);
  }

  function move(index: number, by: -1 | 1) {
    const ids = album.photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate({ albumId: album.id, ids }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused });
  }

  return (
    <div className="gallery-console__photos" role="group" aria-labelledby={`${id}-heading`}>
      <h5 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Photos of {album.name}
      </h5>
      <Field
        id={`${id}-upload`}
        label="Add photos"
        hint="JPEG, PNG, WebP or GIF; several at once if you like. They are resized, with a thumbnail for the page."
      >
        {(aria) => (
          <input
            type="file"
            multiple
            accept={ACCEPTED_PHOTO_TYPES.join(',')}
            disabled={progress !== ''}
            onChange={(event) => void uploadFiles(event)}
            {...aria}
          />
        )}
      </Field>
      <SectionFeedback notice={progress} />
      {album.photos.length === 0 ? (
        <p>No photos yet.</p>
      ) : (
        <ol className="gallery-console__grid" aria-labelledby={`${id}-heading`}>
          {album.photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              album={album}
              index={index}
              moving={order.isPending}
              onMove={(by) => move(index, by)}
              onRemoved={(message) => {
                onChanged(message);
                heading.current?.focus();
              }}
              onRefused={onRefused}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface PhotoItemProps {
  album: Album;
  index: number;
  moving: boolean;
  onMove(by: -1 | 1): void;
  onRemoved(message: string): void;
  onRefused(error: unknown): void;
}

function PhotoItem({ album, index, moving, onMove, onRemoved, onRefused }: PhotoItemProps) {
  const photo = album.photos[index]!;
  const name = albumPhotoAlt(album, index);
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation(GALLERY_API.removePhoto, { invalidates: [LIST] });

  return (
    <li className="gallery-console__photo">
      <img src={photo.thumb} alt={name} width={THUMB_SIZE.width} height={THUMB_SIZE.height} loading="lazy" decoding="async" />
      {confirming ? (
        <Confirm
          label={`Remove ${name}?`}
          className="console-card__actions"
          confirmLabel="Remove photo"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { albumId: album.id, photoId: photo.id },
              { onSuccess: (result) => onRemoved(result.message ?? ''), onError: onRefused },
            )
          }
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="console-card__actions">
          <button
            type="button"
            className="button-secondary"
            aria-label={`Move ${name} earlier`}
            disabled={index === 0 || moving}
            onClick={() => onMove(-1)}
          >
            Earlier
          </button>
          <button
            type="button"
            className="button-secondary"
            aria-label={`Move ${name} later`}
            disabled={index === album.photos.length - 1 || moving}
            onClick={() => onMove(1)}
          >
            Later
          </button>
          <button type="button" className="button-secondary" aria-label={`Remove ${name}`} onClick={() => setConfirming(true)}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
