import { contentChangeResultSchema } from '@edma/contract/calendar';
import { albumsResponseSchema, GALLERY_PATHS, isShownAlbum, type Album } from '@edma/contract/gallery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { applyChange, ConfirmRemove, ItemActions } from '../../item-actions.tsx';
import { failureMessage, useConsoleMutation, useConsoleQuery } from '../../console-session.tsx';
import { AlbumForm, type AlbumValues } from './album-form.tsx';
import { AlbumPhotos } from './album-photos.tsx';
import { GALLERY_KEY } from './gallery-key.ts';
import '../calendar/content-sections.css';
import './gallery-section.css';

type Result = typeof contentChangeResultSchema;

const photoCount = (album: Album) => `${album.photos.length} ${album.photos.length === 1 ? 'photo' : 'photos'}`;

/** "Gallery": the albums of the Gallery page, their photos (uploaded here) and their order. */
export function GallerySection() {
  const id = useId();
  const client = useQueryClient();
  const albums = useConsoleQuery(GALLERY_KEY, GALLERY_PATHS.list, albumsResponseSchema);
  const add = useConsoleMutation<Result, AlbumValues>(GALLERY_PATHS.add, contentChangeResultSchema, GALLERY_KEY);
  const order = useConsoleMutation<Result, { ids: string[] }>(GALLERY_PATHS.order, contentChangeResultSchema, GALLERY_KEY);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const changed = (message: string) => {
    setProblem('');
    setNotice(message);
  };
  // A refusal may mean another committee member changed the gallery meanwhile (the album or photo
  // may be gone with its card): say it here, and show the gallery as it is now.
  const refused = (error: unknown) => {
    setNotice('');
    setProblem(typeof error === 'string' ? error : failureMessage(error));
    void client.invalidateQueries({ queryKey: GALLERY_KEY });
  };
  const list = albums.data?.albums ?? [];

  function move(index: number, by: -1 | 1) {
    const ids = list.map((album) => album.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate({ ids }, { onSuccess: (result) => changed(result.message ?? ''), onError: refused });
  }

  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Gallery</h2>
      <p>The Gallery page shows these albums in this order within seconds of a change. An album shows once it has photos or a link.</p>
      <p className="console-notice" role="status">
        {notice}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {albums.isPending && <p>Loading...</p>}
      {albums.isError && <p role="alert">{failureMessage(albums.error)}</p>}
      {albums.data && (
        <>
          <h3 id={`${id}-albums`}>Albums</h3>
          {list.length === 0 ? (
            <p>No albums yet.</p>
          ) : (
            <ol className="console-list" aria-labelledby={`${id}-albums`}>
              {list.map((album, index) => (
                <AlbumItem
                  key={album.id}
                  album={album}
                  first={index === 0}
                  last={index === list.length - 1}
                  moving={order.isPending}
                  onMove={(by) => move(index, by)}
                  onChanged={changed}
                  onRefused={refused}
                />
              ))}
            </ol>
          )}
        </>
      )}
      <h3>Create an album</h3>
      {add.error && <p role="alert">{failureMessage(add.error)}</p>}
      <AlbumForm
        label="Create an album"
        submitLabel="Create album"
        busy={add.isPending}
        onSave={async (values) => {
          try {
            changed((await add.mutateAsync(values)).message ?? '');
            return true;
          } catch {
            return false;
          }
        }}
      />
    </section>
  );
}

interface AlbumItemProps {
  album: Album;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove(by: -1 | 1): void;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

function AlbumItem({ album, first, last, moving, onMove, onChanged, onRefused }: AlbumItemProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [photosOpen, setPhotosOpen] = useState(false);
  const update = useConsoleMutation<Result, AlbumValues & { id: string }>(GALLERY_PATHS.update, contentChangeResultSchema, GALLERY_KEY);
  const remove = useConsoleMutation<Result, { id: string }>(GALLERY_PATHS.remove, contentChangeResultSchema, GALLERY_KEY);
  const busy = update.isPending || remove.isPending;

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{album.name}</h4>
      <p className="content-card__meta">
        {photoCount(album)}
        {album.link && <> · Photos also at {album.link}</>}
        {!isShownAlbum(album) && <> · Not on the page until it has photos or a link</>}
      </p>
      {mode === 'view' && (
        <ItemActions
          name={album.name}
          onEdit={() => setMode('edit')}
          onRemove={() => setMode('remove')}
          move={{ first, last, moving, onMove }}
          before={
            <Button
              variant="secondary"
              aria-expanded={photosOpen}
              aria-controls={`${id}-photos`}
              aria-label={`Photos of ${album.name}`}
              onClick={() => setPhotosOpen((open) => !open)}
            >
              Photos
            </Button>
          }
        />
      )}
      {mode === 'edit' && (
        <AlbumForm
          initial={{ name: album.name, link: album.link }}
          label={`Edit ${album.name}`}
          submitLabel="Save album"
          busy={busy}
          onCancel={() => setMode('view')}
          onSave={async (values) => {
            const saved = await applyChange(() => update.mutateAsync({ ...values, id: album.id }), onChanged, onRefused);
            if (saved) setMode('view');
            return saved;
          }}
        />
      )}
      {mode === 'remove' && (
        <ConfirmRemove
          name={album.name}
          question={<>Remove this album and its {photoCount(album)} from the page? Photos uploaded here are deleted.</>}
          confirmLabel="Remove album"
          busy={busy}
          onConfirm={() => remove.mutate({ id: album.id }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused })}
          onCancel={() => setMode('view')}
        />
      )}
      <div id={`${id}-photos`} hidden={!photosOpen}>
        {photosOpen && <AlbumPhotos album={album} onChanged={onChanged} onRefused={onRefused} />}
      </div>
    </li>
  );
}
