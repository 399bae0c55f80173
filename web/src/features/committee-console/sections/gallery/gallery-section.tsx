import { GALLERY_API, isShownAlbum, type Album } from '@edma/contract/gallery';
import { useId, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Confirm } from '../../../../ui/confirm.tsx';
import { applyChange, ItemActions, type ItemMove } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { SectionFeedback, useListOrder, useSectionFeedback } from '../../section-feedback.tsx';
import { failureMessage, useApiMutation, useApiQuery } from '../../../../api/use-api.ts';
import { AlbumForm } from './album-form.tsx';
import { AlbumPhotos } from './album-photos.tsx';
import '../calendar/content-sections.css';
import './gallery-section.css';
import { QueryStatus } from '../../query-status.tsx';

const LIST = GALLERY_API.list;

const photoCount = (album: Album) => `${album.photos.length} ${album.photos.length === 1 ? 'photo' : 'photos'}`;

/** "Gallery": the albums of the Gallery page, their photos (uploaded here) and their order. */
export function GallerySection() {
  const id = useId();
  const albums = useApiQuery(LIST, {});
  const add = useApiMutation(GALLERY_API.add, { invalidates: [LIST] });
  const feedback = useSectionFeedback(LIST);
  const { changed, refused } = feedback;
  const list = albums.data?.albums ?? [];
  const moveOf = useListOrder(
    GALLERY_API.order,
    LIST,
    list.map(({ id }) => id),
    feedback,
  );

  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Gallery</h2>
      <p>The Gallery page shows these albums in this order within seconds of a change. An album shows once it has photos or a link.</p>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={albums} />
      {albums.data && (
        <>
          <ConsoleItemList heading="Albums" emptyText="No albums yet." items={list} ordered>
            {(album, index) => <AlbumItem key={album.id} album={album} move={moveOf(index)} onChanged={changed} onRefused={refused} />}
          </ConsoleItemList>
        </>
      )}
      <h3>Create an album</h3>
      {add.error && <p role="alert">{failureMessage(add.error)}</p>}
      <AlbumForm
        label="Create an album"
        submitLabel="Create album"
        busy={add.isPending}
        onSave={(values) => applyChange(() => add.mutateAsync(values), changed)}
      />
    </section>
  );
}

interface AlbumItemProps {
  album: Album;
  move: ItemMove;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

function AlbumItem({ album, move, onChanged, onRefused }: AlbumItemProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [photosOpen, setPhotosOpen] = useState(false);
  const update = useApiMutation(GALLERY_API.update, { invalidates: [LIST] });
  const remove = useApiMutation(GALLERY_API.remove, { invalidates: [LIST] });
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
          move={move}
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
        <Confirm
          label={`Remove ${album.name}?`}
          className="console-card__actions"
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
