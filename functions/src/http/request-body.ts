import { MAX_MEMBERS_PER_FAMILY, MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { invalidInput, tooLarge } from '../errors/domain-error.ts';
import { header, type ApiRequest } from './api-request.ts';
import { isMultipart, parseMultipart, type MultipartData } from '../multipart/parse-multipart.ts';

/** JSON bodies are small forms; anything bigger is abuse. */
const MAX_JSON_BYTES = 64 * 1024;
/** Cloud Run's own request limit; larger bodies never reach the function. */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** Text fields of any form, in bytes (the contract's character limits are checked afterwards). */
const MAX_FIELD_BYTES = 4 * 1024;

export function isJson(request: ApiRequest): boolean {
  return /^application\/json\b/i.test(header(request, 'content-type') ?? '');
}

/** The body as a JSON object (400 when it is not one, 413 when too big). */
export function readJson(request: ApiRequest): Record<string, unknown> {
  if (!isJson(request)) throw invalidInput('Send the request as application/json.');
  if (request.rawBody.length > MAX_JSON_BYTES) throw tooLarge('The request is too large.');
  let value: unknown;
  try {
    value = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw invalidInput('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidInput('The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** The body as multipart form data, with limits sized for a family of MAX_MEMBERS_PER_FAMILY. */
export function readMultipart(request: ApiRequest, maxFiles: number): Promise<MultipartData> {
  const contentType = header(request, 'content-type');
  if (!isMultipart(contentType)) throw invalidInput('Send the form as multipart/form-data.');
  if (request.rawBody.length > MAX_REQUEST_BYTES) throw tooLarge('The request is too large.');
  return parseMultipart(request.rawBody, contentType, {
    fileSize: MAX_PHOTO_BYTES,
    files: maxFiles,
    fields: 10 + 5 * MAX_MEMBERS_PER_FAMILY,
    fieldSize: MAX_FIELD_BYTES,
  });
}

/** A form sent either as JSON or as multipart without files, as plain text fields. */
export async function readFields(request: ApiRequest): Promise<Record<string, unknown>> {
  if (isJson(request)) return readJson(request);
  const form = await readMultipart(request, 0);
  return Object.fromEntries(form.fields);
}
