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
import { conflict, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { changeContent, readContent } from './content-doc.ts';
import { imageUrl, newCommitteePhotoPath, readPhotoForm, storeImage } from './content-images.ts';
import { newContentId, reordered } from './content-list.ts';
import { COMMITTEE_PAGE_CONTENT, type CommitteeDoc, type StoredPerson } from './gallery-kinds.ts';
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
  await verifyCommittee(request.headers.authorization);
  const { data } = await readContent(db(), COMMITTEE_PAGE_CONTENT);
  return { json: { success: true, people: served(data.people) } };
};

function indexOf(doc: CommitteeDoc, id: string): number {
  const index = doc.people.findIndex((person) => person.id === id);
  if (index < 0) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  return index;
}

/** POST committee/committee-page/add {role, name, phone}: at the end of the page, without a photo yet. */
export const addCommitteePerson: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { role, name, phone } = parseOrReject(committeePersonInputSchema, readJson(request));
  const person: StoredPerson = { id: newContentId(), role, name, phoneDigits: phone, image: '', path: null };
  await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
    action: 'committee-page.add',
    details: { id: person.id, role, name },
    apply: (doc) => {
      if (doc.people.length >= MAX_COMMITTEE_PEOPLE) throw conflict(TOO_MANY_PEOPLE_MESSAGE);
      return { people: [...doc.people, person] };
    },
  });
  return { json: { success: true, message: `${name} was added to the committee page.`, id: person.id } };
};

/** POST committee/committee-page/update {id, role, name, phone}: the photo stays. */
export const updateCommitteePerson: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id, role, name, phone } = parseOrReject(updateCommitteePersonSchema, readJson(request));
  await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
    action: 'committee-page.update',
    details: { id, role, name },
    apply: (doc) => {
      const people = [...doc.people];
      const index = indexOf(doc, id);
      people[index] = { ...people[index]!, role, name, phoneDigits: phone };
      return { people };
    },
  });
  return { json: { success: true, message: `${name} was saved.` } };
};

/** POST committee/committee-page/remove {id}: from the page, then their uploaded photo's files. */
export const removeCommitteePerson: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id } = parseOrReject(committeePersonIdSchema, readJson(request));
  let removed: StoredPerson | undefined;
  await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
    action: 'committee-page.remove',
    details: { id },
    apply: (doc) => {
      removed = doc.people[indexOf(doc, id)];
      return { people: doc.people.filter((person) => person.id !== id) };
    },
  });
  await deletePhotos([removed?.path]);
  return { json: { success: true, message: `${removed?.name ?? 'The person'} was removed from the committee page.` } };
};

/** POST committee/committee-page/order {ids}. */
export const orderCommitteePage: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { ids } = parseOrReject(orderCommitteeSchema, readJson(request));
  await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
    action: 'committee-page.order',
    details: { ids },
    apply: (doc) => ({ people: reordered(doc.people, ids) }),
  });
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
  indexOf(current, id);

  const stored = await storeImage(newCommitteePhotoPath(id), photo.data, PORTRAIT_SIZES);
  let replaced: string | null = null;
  let name = '';
  try {
    await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
      action: 'committee-page.photo',
      details: { id, path: stored.path },
      apply: (doc) => {
        const people = [...doc.people];
        const index = indexOf(doc, id);
        const person = people[index]!;
        replaced = person.path;
        name = person.name;
        people[index] = { ...person, image: imageUrl(photoThumbnailPath(stored.path)), path: stored.path };
        return { people };
      },
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
  const caller = await verifyCommittee(request.headers.authorization);
  const { id } = parseOrReject(committeePersonIdSchema, readJson(request));
  let removed: string | null = null;
  let name = '';
  await changeContent(db(), COMMITTEE_PAGE_CONTENT, caller, {
    action: 'committee-page.photo.remove',
    details: { id },
    apply: (doc) => {
      const people = [...doc.people];
      const index = indexOf(doc, id);
      const person = people[index]!;
      removed = person.path;
      name = person.name;
      people[index] = { ...person, image: '', path: null };
      return { people };
    },
  });
  await deletePhotos([removed]);
  return { json: { success: true, message: `The photo of ${name} was removed.` } };
};
