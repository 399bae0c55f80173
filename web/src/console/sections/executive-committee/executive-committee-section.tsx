import { EXECUTIVE_COMMITTEE_API, PLACEHOLDER_PHOTO, phoneDisplay, type ExecutivePerson } from '@edma/contract/executive-committee';
import { Confirm } from '@web/ui/confirm.tsx';
import { useId } from 'react';
import { downscaleImage } from '@web/lib/downscale-image.ts';
import { Button } from '@web/ui/button.tsx';
import { ItemActions, type ItemMove } from '../../item-actions.tsx';
import { ContentSection, useContentItem, useOrderedContentSection, type ItemFeedback } from '../../content-item.tsx';
import { useApiMutation, useApiUpload } from '@web/api/use-api.ts';
import { PersonForm } from './person-form.tsx';
import '../calendar/content-sections.css';
import './executive-committee-section.css';
import { ConsoleItemList } from '../../console-item-list.tsx';

const API = EXECUTIVE_COMMITTEE_API;
const LIST = API.list;

/** The browser shrinks a portrait before upload; the API crops and re-encodes it anyway. */
const PORTRAIT_UPLOAD_SIDE = 800;

/** Saves a newly chosen photo for a person; the message to show, or throws the refusal. */
function usePhotoUpload() {
  const upload = useApiUpload(API.photo, { invalidates: [LIST] });
  return {
    isPending: upload.isPending,
    async save(id: string, photo: File): Promise<string> {
      const form = new FormData();
      form.append('id', id);
      form.append('photo', await downscaleImage(photo, { maxDimension: PORTRAIT_UPLOAD_SIDE }));
      return (await upload.mutateAsync(form)).message ?? '';
    },
  };
}

const TEXT = {
  title: 'Committee page',
  intro: 'The Committee page shows these people in this order within seconds of a change.',
  addTitle: 'Add a person',
};

/** "Committee page": the people on the public Executive Committee page (role, name, photo, phone) and their order. */
export function ExecutiveCommitteeSection() {
  const section = useOrderedContentSection(API, (data) => data.people);
  const { add, feedback } = section;
  const photo = usePhotoUpload();

  return (
    <ContentSection
      text={TEXT}
      section={section}
      addForm={
        <PersonForm
          label={TEXT.addTitle}
          submitLabel="Add person"
          busy={add.isPending || photo.isPending}
          onSave={async (values, file) => {
            let result;
            try {
              result = await add.mutateAsync(values);
            } catch {
              return false;
            }
            feedback.changed(result.message ?? '');
            if (file && result.id) {
              try {
                await photo.save(result.id, file);
              } catch (error) {
                // The person is added; only the photo was refused.
                feedback.refused(error);
              }
            }
            return true;
          }}
        />
      }
    >
      {() => (
        <ConsoleItemList heading="People on the page" emptyText="Nobody yet." items={section.items} ordered>
          {(person, index) => <PersonItem key={person.id} person={person} {...section.itemProps(index)} />}
        </ConsoleItemList>
      )}
    </ContentSection>
  );
}

function PersonItem({ person, move, ...feedback }: { person: ExecutivePerson; move: ItemMove } & ItemFeedback) {
  const id = useId();
  const item = useContentItem(API, feedback);
  const removePhoto = useApiMutation(API.removePhoto, { invalidates: [LIST] });
  const photo = usePhotoUpload();
  const busy = item.busy || removePhoto.isPending || photo.isPending;
  const name = `${person.name}, ${person.role}`;
  const { onChanged, onRefused } = feedback;

  return (
    <li className="console-card content-card executive-console__person" aria-labelledby={`${id}-title`}>
      <img
        src={person.image || PLACEHOLDER_PHOTO}
        alt={person.image ? person.name : `No photo of ${person.name} yet`}
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="executive-console__details">
        <h4 id={`${id}-title`}>{person.name}</h4>
        <p className="content-card__meta">
          {person.role} · {phoneDisplay(person.phoneDigits)}
        </p>
        {item.mode === 'view' && (
          <ItemActions name={name} {...item.actions} move={move}>
            {person.image && (
              <Button
                variant="secondary"
                aria-label={`Remove photo of ${name}`}
                disabled={busy}
                onClick={() =>
                  removePhoto.mutate({ id: person.id }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused })
                }
              >
                Remove photo
              </Button>
            )}
          </ItemActions>
        )}
      </div>
      {item.mode === 'edit' && (
        <PersonForm
          initial={{ role: person.role, name: person.name, phone: phoneDisplay(person.phoneDigits) }}
          submitLabel="Save"
          {...item.editing(name)}
          busy={busy}
          onSave={async (values, file) => {
            try {
              const messages = [(await item.update.mutateAsync({ ...values, id: person.id })).message ?? ''];
              if (file) messages.push(await photo.save(person.id, file));
              onChanged(messages.join(' '));
              item.view();
              return true;
            } catch (error) {
              onRefused(error);
              return false;
            }
          }}
        />
      )}
      {item.mode === 'remove' && (
        <Confirm
          {...item.removal(name, { id: person.id })}
          busy={busy}
          question={<>Remove {person.name} from the Committee page?</>}
          confirmLabel="Remove person"
        />
      )}
    </li>
  );
}
