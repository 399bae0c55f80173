import { describe, expect, it } from 'vitest';
import { newPhotoPath, settleAll, uploadRetrying } from './photo-storage.ts';
import { isPhotoPath } from '@edma/contract/photos';

describe('newPhotoPath', () => {
  it('names a fresh servable photo under the family', () => {
    const path = newPhotoPath('Fam1', 'Mem1');
    expect(path).toMatch(/^photos\/Fam1\/Mem1-[0-9a-f]{16}\.webp$/);
    expect(isPhotoPath(path)).toBe(true);
    expect(newPhotoPath('Fam1', 'Mem1')).not.toBe(path);
  });
});

describe('settleAll', () => {
  it('waits for every task before reporting the first failure', async () => {
    let slowDone = false;
    const slow = new Promise((resolve) => setTimeout(() => resolve((slowDone = true)), 30));
    await expect(settleAll([Promise.reject(new Error('first')), slow, Promise.reject(new Error('second'))])).rejects.toThrow('first');
    expect(slowDone).toBe(true);
  });

  it('resolves when all succeed', async () => {
    await expect(settleAll([Promise.resolve(1), Promise.resolve(2)])).resolves.toBeUndefined();
  });
});

describe('uploadRetrying', () => {
  const dropped = () =>
    Object.assign(new Error('request to http://storage/upload failed, reason: read ECONNRESET'), { code: 'ECONNRESET' });

  it('sends again when the connection dropped, until it lands', async () => {
    let calls = 0;
    await uploadRetrying(async () => {
      calls += 1;
      if (calls < 3) throw dropped();
    });
    expect(calls).toBe(3);
  });

  it('gives up after its attempts, with the last failure', async () => {
    let calls = 0;
    const upload = uploadRetrying(async () => {
      calls += 1;
      throw dropped();
    }, 2);
    await expect(upload).rejects.toThrow('ECONNRESET');
    expect(calls).toBe(2);
  });

  it('does not send again what the server refused', async () => {
    let calls = 0;
    const upload = uploadRetrying(async () => {
      calls += 1;
      throw Object.assign(new Error('Forbidden'), { code: 403 });
    });
    await expect(upload).rejects.toThrow('Forbidden');
    expect(calls).toBe(1);
  });
});
