import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedBeforeHydration', () => {
  it('reads what an input, a text area or a select holds', () => {
    document.body.innerHTML = `
      <input id="name" value="">
      <textarea id="message"></textarea>
      <select id="town"><option value="">All</option><option value="Seaton">Seaton</option></select>`;
    (document.getElementById('name') as HTMLInputElement).value = 'Chinnu';
    (document.getElementById('message') as HTMLTextAreaElement).value = 'Hello';
    (document.getElementById('town') as HTMLSelectElement).value = 'Seaton';
    expect(['name', 'message', 'town'].map(typedBeforeHydration)).toEqual(['Chinnu', 'Hello', 'Seaton']);
  });

  it('is null without such a control, or for an element that holds no text', () => {
    document.body.innerHTML = '<p id="note">Not a control</p>';
    expect(typedBeforeHydration('missing')).toBeNull();
    expect(typedBeforeHydration('note')).toBeNull();
  });
});
