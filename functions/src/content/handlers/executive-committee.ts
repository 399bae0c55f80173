import {
  EXECUTIVE_COMMITTEE_API,
  EXECUTIVE_PHOTO_SIZE,
  MAX_EXECUTIVE_PEOPLE,
  PERSON_NOT_FOUND_MESSAGE,
  TOO_MANY_PEOPLE_MESSAGE,
  type ExecutivePerson,
} from '@edma/contract/executive-committee';
import { CHOOSE_PHOTO_MESSAGE } from '@edma/contract/gallery';
import { PHOTO_MAX_SIDE, photoThumbnailPath } from '@edma/contract/photos';
import { db } from '../../store/admin.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { deletePhotos } from '../../photos/photo-storage.ts';
import { changeContent, readContent } from '../content-doc.ts';
import { imageUrl, newExecutivePhotoPath, storeImage } from '../content-images.ts';
import { readPhotoForm } from '../../http/photo-form.ts';
import { indexOfItem, newContentId, reordered, withAdded, withChanged, withRemoved } from '../content-list.ts';
import { EXECUTIVE_COMMITTEE_CONTENT, type StoredPerson } from '../../store/gallery-kinds.ts';
import { servePublicJson } from '../public-content.ts';

/*
 * The Executive Committee page's people (the page at /committee), as the committee edits them. The
 * audit actions keep the page's old name (`committee-page.*`): they are stored.
 */

type Handler<E extends (typeof EXECUTIVE_COMMITTEE_API)[keyof typeof EXECUTIVE_COMMITTEE_API]> = EndpointHandler<E, 'committee'>;

/** The page shows the square thumbnail (at twice the pixel density); the photo itself is kept as members' are. */
const PORTRAIT_SIZES = { maxSide: PHOTO_MAX_SIDE, thumbWidth: EXECUTIVE_PHOTO_SIZE, thumbHeight: EXECUTIVE_PHOTO_SIZE };

const served = (people: readonly StoredPerson[]): ExecutivePerson[] => people.map(({ path: _path, ...person }) => person);

/** GET content/committee.json: the Executive Committee page's people (public, cacheable, ETag). */
export const getPublicExecutiveCommittee: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), EXECUTIVE_COMMITTEE_CONTENT);
  return servePublicJson(request, {
    key: 'committee.json',
    version,
    render: () => ({ success: true, people: served(data.people) }),
  });
};

/** GET committee/committee-page: the same for the console, never cached. */
export const listExecutiveCommittee: Handler<typeof EXECUTIVE_COMMITTEE_API.list> = async () => {
  const { people } = (await readContent(db(), EXECUTIVE_COMMITTEE_CONTENT)).data;
  return { success: true, people: served(people) };
};

/** POST committee/committee-page/add {role, name, phone}: at the end of the page, without a photo yet. */
export const addExecutive: Handler<typeof EXECUTIVE_COMMITTEE_API.add> = async ({ role, name, phone }, { caller }) => {
  const id = newContentId();
  await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
    action: 'committee-page.add',
    details: { id, role, name },
    apply: (doc) => {
      const person: StoredPerson = { id, role, name, phoneDigits: phone, image: '', path: null };
      return { people: withAdded(doc.people, person, MAX_EXECUTIVE_PEOPLE, TOO_MANY_PEOPLE_MESSAGE) };
    },
  });
  return { success: true, message: `${name} was added to the committee page.`, id };
};

/** POST committee/committee-page/update {id, role, name, phone}: the photo stays. */
export const updateExecutive: Handler<typeof EXECUTIVE_COMMITTEE_API.update> = async ({ id, role, name, phone }, { caller }) => {
  await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
    action: 'committee-page.update',
    details: { id, role, name },
    apply: (doc) => ({
      people: withChanged(doc.people, id, PERSON_NOT_FOUND_MESSAGE, (person) => ({ ...person, role, name, phoneDigits: phone })),
    }),
  });
  return { success: true, message: `${name} was saved.` };
};

/** POST committee/committee-page/remove {id}: from the page, then their uploaded photo's files. */
export const removeExecutive: Handler<typeof EXECUTIVE_COMMITTEE_API.remove> = async ({ id }, { caller }) => {
  let removed: StoredPerson | undefined;
  await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
    action: 'committee-page.remove',
    details: { id },
    apply: (doc) => {
      const next = withRemoved(doc.people, id, PERSON_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { people: next.items };
    },
  });
  await deletePhotos([removed?.path]);
  return { success: true, message: `${removed?.name ?? 'The person'} was removed from the committee page.` };
};

/** POST committee/committee-page/order {ids}. */
export const orderExecutiveCommittee: Handler<typeof EXECUTIVE_COMMITTEE_API.order> = async ({ ids }, { caller }) => {
  await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
    action: 'committee-page.order',
    details: { ids },
    apply: (doc) => ({ people: reordered(doc.people, ids) }),
  });
  return { success: true, message: 'The order of the committee page was saved.' };
};

/**
 * POST committee/committee-page/photo (multipart: id, photo): replaces the person's photo. The new
 * one is stored first and the one it replaces deleted after the save, so the page never shows a
 * missing file; if the person is gone by then, the new files are deleted again. Raw: the router does
 * not read multipart bodies; the text fields are checked with the endpoint's schema.
 */
export const setExecutivePhoto: RawHandler<'committee'> = async (request, caller) => {
  const { fields, photo } = await readPhotoForm(request, CHOOSE_PHOTO_MESSAGE);
  const { id } = parseOrReject(EXECUTIVE_COMMITTEE_API.photo.request, fields);
  const current = (await readContent(db(), EXECUTIVE_COMMITTEE_CONTENT)).data;
  indexOfItem(current.people, id, PERSON_NOT_FOUND_MESSAGE);

  const stored = await storeImage(newExecutivePhotoPath(id), photo.data, PORTRAIT_SIZES);
  let replaced: string | null = null;
  let name = '';
  try {
    await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
      action: 'committee-page.photo',
      details: { id, path: stored.path },
      apply: (doc) => ({
        people: withChanged(doc.people, id, PERSON_NOT_FOUND_MESSAGE, (person) => {
          replaced = person.path;
          name = person.name;
          return { ...person, image: imageUrl(photoThumbnailPath(stored.path)), path: stored.path };
        }),
      }),
    });
  } catch (error) {
    await deletePhotos([stored.path]);
    throw error;
  }
  await deletePhotos([replaced]);
  return { json: { success: true, message: `The photo of ${name} was saved.` } };
};

/** POST committee/committee-page/photo/remove {id}: the page shows the placeholder instead; an uploaded photo's files are deleted. */
export const removeExecutivePhoto: Handler<typeof EXECUTIVE_COMMITTEE_API.removePhoto> = async ({ id }, { caller }) => {
  let removed: string | null = null;
  let name = '';
  await changeContent(db(), EXECUTIVE_COMMITTEE_CONTENT, caller, {
    action: 'committee-page.photo.remove',
    details: { id },
    apply: (doc) => ({
      people: withChanged(doc.people, id, PERSON_NOT_FOUND_MESSAGE, (person) => {
        removed = person.path;
        name = person.name;
        return { ...person, image: '', path: null };
      }),
    }),
  });
  await deletePhotos([removed]);
  return { success: true, message: `The photo of ${name} was removed.` };
};
