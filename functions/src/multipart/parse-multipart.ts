import busboy from 'busboy';
import { invalidInput, tooLarge, type DomainError } from '../errors/domain-error.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  /** As declared by the client: never trusted, photos are checked by content. */
  mimeType: string;
  data: Buffer;
}

export interface MultipartData {
  fields: Map<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  /** Bytes per text field. */
  fieldSize: number;
}

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '');
}

/**
 * Parses a whole multipart/form-data body (Cloud Functions hands it over as `rawBody`). Malformed
 * bodies answer 400, anything over a limit 413. Empty file inputs (no file chosen) are skipped.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined, limits: MultipartLimits): Promise<MultipartData> {
  return new Promise((resolve, reject) => {
    let failure: DomainError | null = null;
    const fail = (error: DomainError) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType ?? '' },
        // busboy flags a file that merely reaches fileSize; one spare byte tells "over" from "at".
        limits: {
          fileSize: limits.fileSize + 1,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          parts: limits.files + limits.fields,
        },
      });
    } catch {
      reject(invalidInput('Malformed multipart form data.'));
      return;
    }
    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    const pending: Promise<void>[] = [];

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) fail(invalidInput('Malformed multipart form data.'));
      else if (info.valueTruncated) fail(tooLarge(`The field ${name} is too long.`));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => fail(invalidInput('Malformed multipart form data.')));
          stream.on('close', () => {
            const data = Buffer.concat(chunks);
            if (data.length > limits.fileSize) fail(tooLarge(`The photo ${info.filename || field} is too large.`));
            else if (data.length > 0 || info.filename) {
              files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, data });
            }
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => fail(tooLarge('Too many photos in one request.')));
    parser.on('fieldsLimit', () => fail(tooLarge('Too many fields in one request.')));
    parser.on('partsLimit', () => fail(tooLarge('Too many parts in one request.')));
    parser.on('error', () => {
      fail(invalidInput('Malformed multipart form data.'));
      reject(failure);
    });
    parser.on('close', () => {
      void Promise.all(pending).then(() => (failure ? reject(failure) : resolve({ fields, files })));
    });
    parser.end(body);
  });
}
