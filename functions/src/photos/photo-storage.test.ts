import { describe, expect, it } from 'vitest';
import { newPhotoPath, settleAll } from './photo-storage.ts';
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
