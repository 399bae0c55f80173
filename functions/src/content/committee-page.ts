import {
  COMMITTEE_PHOTO_SIZE,
  committeePersonIdSchema,
  committeePersonInputSchema,
  MAX_COMMITTEE_PEOPLE,
  orderCommitteeSchema,
  PERSON_NOT_FOUND_MESSAGE,
  TOO_MANY_PEOPLE_MESSAGE,
  updateCommitteePersonSchema,
  type CommitteePerson,
} from '@edma/contract/committee-page';
import { CHOOSE_PHOTO_MESSAGE } from '@edma/contract/gallery';
import { PHOTO_MAX_SIDE, photoThumbnailPath } from '@edma/contract/photos';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { changeContent, editContent, readContent, readContentForCommittee } from './content-doc.ts';
import { imageUrl, newCommitteePhotoPath, readPhotoForm, storeImage } from './content-images.ts';
import { indexOfItem, newContentId, reordered, withAdded, withChanged, withRemoved } from './content-list.ts';
import { COMMITTEE_PAGE_CONTENT, type StoredPerson } from './gallery-kinds.ts';
import { servePublicContent } from './public-content.ts';

/** The page shows the square thumbnail (at twice the pixel density); the photo itself is kept as members' are. */
const PORTRAIT_SIZES = { maxSide: PHOTO_MAX_SIDE, thumbWidth: COMMITTEE_PHOTO_SIZE, thumbHeight: COMMITTEE_PHOTO_SIZE };

const served = (people: readonly StoredPerson[]): CommitteePerson[] => people.map(({ path: _path, ...person }) => person);

/** GET content/committee.json: the Committee page's people (public, cacheable, ETag). */
export const getPublicCommittee: ApiHandler = async (request) => {
  const { data, version } = await readContent(db(), COMMITTEE_PAGE_CONTENT);
  return servePublicContent(request, {
    key: 'committee.json',
    version,
    contentType: 'application/json; charset=utf-8',
    render: () => JSON.stringify({ success: true, people: served(data.people) }),
  });
};

/** GET committee/committee-page: the same for the console, never cached. */
export const listCommitteePage: ApiHandler = async (request) => {
  const { people } = await readContentForCommittee(request, COMMITTEE_PAGE_CONTENT);
  return { json: { success: true, people: served(people) } };
};

/** POST committee/committee-page/add {role, name, phone}: at the end of the page, without a photo yet. */
export const addCommitteePerson: ApiHandler = async (request) => {
  const id = newContentId();
  const { name } = await editContent(request, COMMITTEE_PAGE_CONTENT, committeePersonInputSchema, ({ role, name, phone }) => ({
    action: 'committee-page.add',
    details: { id, role, name },
    apply: (doc) => {
      const person: StoredPerson = { id, role, name, phoneDigits: phone, image: '', path: null };
      return { people: withAdded(doc.people, person, MAX_COMMITTEE_PEOPLE, TOO_MANY_PEOPLE_MESSAGE) };
    },
  }));
  return { json: { success: true, message: `${name} was added to the committee page.`, id } };
};

/** POST committee/committee-page/update {id, role, name, phone}: the photo stays. */
export const updateCommitteePerson: ApiHandler = async (request) => {
  const { name } = await editContent(request, COMMITTEE_PAGE_CONTENT, updateCommitteePersonSchema, ({ id, role, name, phone }) => ({
    action: 'committee-page.update',
    details: { id, role, name },
    apply: (doc) => ({
      people: withChanged(doc.people, id, PERSON_NOT_FOUND_MESSAGE, (person) => ({ ...person, role, name, phoneDigits: phone })),
    }),
  }));
  return { json: { success: true, message: `${name} was saved.` } };
};

/** POST committee/committee-page/remove {id}: from the page, then their uploaded photo's files. */
export const removeCommitteePerson: ApiHandler = async (request) => {
  let removed: StoredPerson | undefined;
  await editContent(request, COMMITTEE_PAGE_CONTENT, committeePersonIdSchema, ({ id }) => ({
    action: 'committee-page.remove',
    details: { id },
    apply: (doc) => {
      const next = withRemoved(doc.people, id, PERSON_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { people: next.items };
    },
  }));
  await deletePhotos([removed?.path]);
  return { json: { success: true, message: `${removed?.name ?? 'The person'} was removed from the committee page.` } };
};

/** POST committee/committee-page/order {ids}. */
export const orderCommitteePage: ApiHandler = async (request) => {
  await editContent(request, COMMITTEE_PAGE_CONTENT, orderCommitteeSchema, ({ ids }) => ({
    action: 'committee-page.order',
    details: { ids },
    apply: (doc) => ({ people: reordered(doc.people, ids) }),
  }));
  return { json: { success: true, message: 'The order of the committee page was saved.' } };
};

/**
 * POST committee/committee-page/photo (multipart: id, photo): replaces the person's photo. The new
 * one is stored first and the one it replaces deleted after the save, so the page never shows a
 * missing file; if the person is gone by then, the new files are deleted again.
 */
export const setCommitteePhoto: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { fields, photo } = await readPhotoForm(request, CHOOSE_PHOTO_MESSAGE);
  const { id } = parseOrReject(committeePersonIdSchema, fields);
  const current = (await readContent(db(), COMMITTEE_PAGE_CONTENT)).data;
  indexOfItem(current.people, id, PERSON_NOT_FOUND_MESSAGE);

  const stored = await storeImage(newCommitteePhotoPath(id), photo.data, PORTRAIT_SIZES);
  let replaced: string | null = null;
  let name = '';
  try {
    await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
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
export const removeCommitteePhoto: ApiHandler = async (request) => {
  let removed: string | null = null;
  let name = '';
  await editContent(request, COMMITTEE_PAGE_CONTENT, committeePersonIdSchema, ({ id }) => ({
    action: 'committee-page.photo.remove',
    details: { id },
    apply: (doc) => ({
      people: withChanged(doc.people, id, PERSON_NOT_FOUND_MESSAGE, (person) => {
        removed = person.path;
        name = person.name;
        return { ...person, image: '', path: null };
      }),
    }),
  }));
  await deletePhotos([removed]);
  return { json: { success: true, message: `The photo of ${name} was removed.` } };
};
