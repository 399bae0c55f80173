import { EXECUTIVE_COMMITTEE_API, PLACEHOLDER_PHOTO, phoneDisplay, type ExecutivePerson } from '@edma/contract/executive-committee';
import { Confirm } from '../../../../ui/confirm.tsx';
import { useId, useState } from 'react';
import { downscaleImage } from '../../../../lib/downscale-image.ts';
import { Button } from '../../../../ui/button.tsx';
import { ItemActions, type ItemMove } from '../../item-actions.tsx';
import { SectionFeedback, useListOrder, useSectionFeedback } from '../../section-feedback.tsx';
import { failureMessage, useApiMutation, useApiQuery, useApiUpload } from '../../../../api/use-api.ts';
import { PersonForm } from './person-form.tsx';
import '../calendar/content-sections.css';
import './executive-committee-section.css';
import { QueryStatus } from '../../query-status.tsx';
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

/** "Committee page": the people on the public Executive Committee page (role, name, photo, phone) and their order. */
export function ExecutiveCommitteeSection() {
  const id = useId();
  const people = useApiQuery(LIST, {});
  const add = useApiMutation(API.add, { invalidates: [LIST] });
  const photo = usePhotoUpload();
  const feedback = useSectionFeedback(LIST);
  const { changed, refused } = feedback;
  const list = people.data?.people ?? [];
  const moveOf = useListOrder(
    API.order,
    LIST,
    list.map(({ id }) => id),
    feedback,
  );

  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Committee page</h2>
      <p>The Committee page shows these people in this order within seconds of a change.</p>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={people} />
      {people.data && (
        <>
          <ConsoleItemList heading="People on the page" emptyText="Nobody yet." items={list} ordered>
            {(person, index) => <PersonItem key={person.id} person={person} move={moveOf(index)} onChanged={changed} onRefused={refused} />}
          </ConsoleItemList>
        </>
      )}
      <h3>Add a person</h3>
      {add.error && <p role="alert">{failureMessage(add.error)}</p>}
      <PersonForm
        label="Add a person"
        submitLabel="Add person"
        busy={add.isPending || photo.isPending}
        onSave={async (values, file) => {
          let result;
          try {
            result = await add.mutateAsync(values);
          } catch {
            return false;
          }
          changed(result.message ?? '');
          if (file && result.id) {
            try {
              await photo.save(result.id, file);
            } catch (error) {
              // The person is added; only the photo was refused.
              refused(error);
            }
          }
          return true;
        }}
      />
    </section>
  );
}

interface PersonItemProps {
  person: ExecutivePerson;
  move: ItemMove;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

function PersonItem({ person, move, onChanged, onRefused }: PersonItemProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const update = useApiMutation(API.update, { invalidates: [LIST] });
  const remove = useApiMutation(API.remove, { invalidates: [LIST] });
  const removePhoto = useApiMutation(API.removePhoto, { invalidates: [LIST] });
  const photo = usePhotoUpload();
  const busy = update.isPending || remove.isPending || removePhoto.isPending || photo.isPending;
  const name = `${person.name}, ${person.role}`;

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
        {mode === 'view' && (
          <ItemActions name={name} onEdit={() => setMode('edit')} onRemove={() => setMode('remove')} move={move}>
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
      {mode === 'edit' && (
        <PersonForm
          initial={{ role: person.role, name: person.name, phone: phoneDisplay(person.phoneDigits) }}
          label={`Edit ${name}`}
          submitLabel="Save"
          busy={busy}
          onCancel={() => setMode('view')}
          onSave={async (values, file) => {
            try {
              const messages = [(await update.mutateAsync({ ...values, id: person.id })).message ?? ''];
              if (file) messages.push(await photo.save(person.id, file));
              onChanged(messages.join(' '));
              setMode('view');
              return true;
            } catch (error) {
              onRefused(error);
              return false;
            }
          }}
        />
      )}
      {mode === 'remove' && (
        <Confirm
          label={`Remove ${name}?`}
          className="console-card__actions"
          question={<>Remove {person.name} from the Committee page?</>}
          confirmLabel="Remove person"
          busy={busy}
          onConfirm={() => remove.mutate({ id: person.id }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused })}
          onCancel={() => setMode('view')}
        />
      )}
    </li>
  );
}
