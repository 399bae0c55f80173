import { type ApiRequest } from './api-request.ts';
import { invalidInput } from '../errors/domain-error.ts';
import { readMultipart } from './request-body.ts';
import type { UploadedFile } from '../multipart/parse-multipart.ts';

/** The single file field `photo` of an upload form, with its text fields. */
export async function readPhotoForm(
  request: ApiRequest,
  missingMessage: string,
): Promise<{ fields: Record<string, string>; photo: UploadedFile }> {
  const form = await readMultipart(request, 1);
  const unexpected = form.files.find((file) => file.field !== 'photo');
  if (unexpected) throw invalidInput(`Unexpected file field ${unexpected.field}.`);
  const photo = form.files[0];
  if (!photo || photo.data.length === 0) throw invalidInput(missingMessage);
  return { fields: Object.fromEntries(form.fields), photo };
}
