import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { multipartBody } from './multipart-body.test-helper.ts';
import { isMultipart, parseMultipart } from './parse-multipart.ts';
import { httpStatusOf } from '../http/refusal-status.ts';

const limits = { fileSize: 100, files: 2, fields: 5, fieldSize: 50 };

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('parseMultipart', () => {
  it('reads fields and files', async () => {
    const { body, contentType } = multipartBody([
      { name: 'houseNo', value: '12' },
      { name: 'members[0][name]', value: 'Anu Thomas' },
      { name: 'members[0][photo]', value: Buffer.from([1, 2, 3]), filename: 'a.jpg', contentType: 'image/jpeg' },
    ]);
    const data = await parseMultipart(body, contentType, limits);
    expect(data.fields.get('houseNo')).toBe('12');
    expect(data.fields.get('members[0][name]')).toBe('Anu Thomas');
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ field: 'members[0][photo]', filename: 'a.jpg', mimeType: 'image/jpeg' });
    expect([...data.files[0]!.data]).toEqual([1, 2, 3]);
  });

  it('keeps UTF-8 text intact', async () => {
    const { body, contentType } = multipartBody([{ name: 'name', value: 'അനു' }]);
    expect((await parseMultipart(body, contentType, limits)).fields.get('name')).toBe('അനു');
  });

  it('skips an empty file input', async () => {
    const { body, contentType } = multipartBody([{ name: 'newPhoto', value: '', filename: '' }]);
    expect((await parseMultipart(body, contentType, limits)).files).toEqual([]);
  });

  it('accepts a file of exactly the size limit', async () => {
    const { body, contentType } = multipartBody([{ name: 'p', value: Buffer.alloc(100), filename: 'p.png' }]);
    expect((await parseMultipart(body, contentType, limits)).files[0]!.data.length).toBe(100);
  });

  it('refuses a file over the size limit with 413', async () => {
    const { body, contentType } = multipartBody([{ name: 'p', value: Buffer.alloc(101), filename: 'big.png' }]);
    const error = await failure(parseMultipart(body, contentType, limits));
    expect(httpStatusOf(error)).toBe(413);
    expect(error.message).toContain('big.png');
  });

  it('refuses too many files with 413', async () => {
    const parts = [1, 2, 3].map((i) => ({ name: `f${i}`, value: Buffer.from([i]), filename: `${i}.png` }));
    const { body, contentType } = multipartBody(parts);
    expect(httpStatusOf(await failure(parseMultipart(body, contentType, limits)))).toBe(413);
  });

  it('refuses too many fields with 413', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const { body, contentType } = multipartBody(parts);
    expect(httpStatusOf(await failure(parseMultipart(body, contentType, limits)))).toBe(413);
  });

  it('refuses an oversized text field with 413', async () => {
    const { body, contentType } = multipartBody([{ name: 'addressLine', value: 'x'.repeat(51) }]);
    const error = await failure(parseMultipart(body, contentType, limits));
    expect(httpStatusOf(error)).toBe(413);
    expect(error.message).toContain('addressLine');
  });

  it('refuses a body cut short with 400', async () => {
    const { body, contentType } = multipartBody([{ name: 'houseNo', value: '12' }]);
    const cut = body.subarray(0, body.length - 20);
    expect(httpStatusOf(await failure(parseMultipart(cut, contentType, limits)))).toBe(400);
  });

  it('refuses a missing boundary with 400', async () => {
    const { body } = multipartBody([{ name: 'houseNo', value: '12' }]);
    expect(httpStatusOf(await failure(parseMultipart(body, 'multipart/form-data', limits)))).toBe(400);
  });

  it('refuses garbage with 400', async () => {
    const body = Buffer.from('this is not multipart at all');
    expect(httpStatusOf(await failure(parseMultipart(body, 'multipart/form-data; boundary=zzz', limits)))).toBe(400);
  });
});

describe('isMultipart', () => {
  it('recognises the content type', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('Multipart/Form-Data; boundary=x')).toBe(true);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});
