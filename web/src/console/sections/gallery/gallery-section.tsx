import { GALLERY_API, isShownAlbum, type Album } from '@edma/contract/gallery';
import { useId, useState } from 'react';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { ItemActions, type ItemMove } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { ContentSection, useContentItem, useOrderedContentSection, type ItemFeedback } from '../../content-item.tsx';
import { AlbumForm } from './album-form.tsx';
import { AlbumPhotos } from './album-photos.tsx';
import '../calendar/content-sections.css';
import './gallery-section.css';

const photoCount = (album: Album) => `${album.photos.length} ${album.photos.length === 1 ? 'photo' : 'photos'}`;

const TEXT = {
  title: 'Gallery',
  intro: 'The Gallery page shows these albums in this order within seconds of a change. An album shows once it has photos or a link.',
  addTitle: 'Create an album',
};

/** "Gallery": the albums of the Gallery page, their photos (uploaded here) and their order. */
export function GallerySection() {
  const section = useOrderedContentSection(GALLERY_API, (data) => data.albums);

  return (
    <ContentSection
      text={TEXT}
      section={section}
      addForm={<AlbumForm label={TEXT.addTitle} submitLabel="Create album" {...section.addForm} />}
    >
      {() => (
        <ConsoleItemList heading="Albums" emptyText="No albums yet." items={section.items} ordered>
          {(album, index) => <AlbumItem key={album.id} album={album} {...section.itemProps(index)} />}
        </ConsoleItemList>
      )}
    </ContentSection>
  );
}

function AlbumItem({ album, move, ...feedback }: { album: Album; move: ItemMove } & ItemFeedback) {
  const id = useId();
  const item = useContentItem(GALLERY_API, feedback);
  const [photosOpen, setPhotosOpen] = useState(false);

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{album.name}</h4>
      <p className="content-card__meta">
        {photoCount(album)}
        {album.link && <> · Photos also at {album.link}</>}
        {!isShownAlbum(album) && <> · Not on the page until it has photos or a link</>}
      </p>
      {item.mode === 'view' && (
        <ItemActions
          name={album.name}
          {...item.actions}
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
      {item.mode === 'edit' && (
        <AlbumForm
          initial={{ name: album.name, link: album.link }}
          submitLabel="Save album"
          {...item.editing(album.name)}
          onSave={(values) => item.save({ ...values, id: album.id })}
        />
      )}
      {item.mode === 'remove' && (
        <Confirm
          {...item.removal(album.name, { id: album.id })}
          question={<>Remove this album and its {photoCount(album)} from the page? Photos uploaded here are deleted.</>}
          confirmLabel="Remove album"
        />
      )}
      <div id={`${id}-photos`} hidden={!photosOpen}>
        {photosOpen && <AlbumPhotos album={album} {...feedback} />}
      </div>
    </li>
  );
}
