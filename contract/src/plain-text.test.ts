import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './calendar.ts';
import { rejectRegistrationSchema } from './committee.ts';
import { executivePersonInputSchema } from './executive-committee.ts';
import { participantLinesSchema, updateDrawSchema } from './console-draws.ts';
import { contactMessageSchema } from './contact.ts';
import { memberInputSchema, registrationFieldsSchema } from './family.ts';
import { albumInputSchema } from './gallery.ts';
import { liveStreamInputSchema, pastVideoInputSchema } from './videos.ts';
import { hasControlCharacters, toMultiLine, toSingleLine } from './control-characters.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));

describe('toSingleLine', () => {
  it("turns Word's manual line break and other line breaks into a space", () => {
    expect(toSingleLine('Onam\vCelebration')).toBe('Onam Celebration');
    expect(toSingleLine('a\r\nb\nc\rd\fe\u0085f\tg')).toBe('a b c d e f g');
  });

  it('drops every other C0 and C1 control character and DEL', () => {
    expect(toSingleLine('B\u0000B\u0007Q\u001b[31m\u007f \u009bParty')).toBe('BBQ[31m Party');
    for (const control of [...C0, ...C1]) expect(hasControlCharacters(toSingleLine(`a${control}b`), { singleLine: true })).toBe(false);
  });

  it('leaves ordinary text alone, Malayalam and emoji included', () => {
    for (const text of ['BBQ Party', 'ഓണം 2025', 'Café – Sidmouth 🎉', '']) expect(toSingleLine(text)).toBe(text);
  });
});

describe('toMultiLine', () => {
  it('keeps tabs and line breaks, as LF, and turns VT, FF and NEL into line breaks', () => {
    expect(toMultiLine('one\r\ntwo\rthree\nfour\vfive\fsix\u0085seven\teight')).toBe('one\ntwo\nthree\nfour\nfive\nsix\nseven\teight');
  });

  it('drops every other control character', () => {
    expect(toMultiLine('a\u0000b\u0007c\u001bd\u007fe\u0080f\u009fg')).toBe('abcdefg');
    for (const control of [...C0, ...C1]) expect(hasControlCharacters(toMultiLine(`a${control}b`))).toBe(false);
  });
});

describe('hasControlCharacters', () => {
  it('finds controls, allowing tab and LF unless the text is one line', () => {
    expect(hasControlCharacters('a\tb\nc')).toBe(false);
    expect(hasControlCharacters('a\tb', { singleLine: true })).toBe(true);
    expect(hasControlCharacters('a\rb')).toBe(true);
    expect(hasControlCharacters('a\u000bb')).toBe(true);
    expect(hasControlCharacters('plain')).toBe(false);
  });
});

describe('the text schemas', () => {
  it('clean before they trim and measure, so a control never counts or hides an empty value', () => {
    const title = singleLineText().trim().min(1).max(5);
    expect(title.parse(' \vabc\u0000 ')).toBe('abc');
    expect(title.safeParse('\u0000\u0007\v').success).toBe(false);
    expect(title.parse('ab\u0000\u0000\u0000\u0000cd')).toBe('abcd');
    expect(multiLineText().trim().parse('line one\vline two\u0000\n')).toBe('line one\nline two');
  });
});

describe('every committee and family text field', () => {
  // NUL, BEL, VT (Word's Shift+Enter), ESC, DEL and a C1 control.
  const dirty = (text: string) => `\u0000${text}\u0007\u000b\u001b\u007f\u0085x`;
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const cases: [string, { parse: (v: unknown) => unknown }, unknown][] = [
    [
      'an event',
      eventInputSchema,
      { date: '2025-06-14', title: dirty('BBQ'), location: dirty('Seaton'), description: dirty('Bring food') },
    ],
    ['the live stream', liveStreamInputSchema, { title: dirty('Onam'), date: '2025-09-20', time: '10:00', video: 'dQw4w9WgXcQ' }],
    ['a past video', pastVideoInputSchema, { event: dirty('Onam'), title: dirty('Dance'), video: 'dQw4w9WgXcQ' }],
    ['an album', albumInputSchema, { name: dirty('Sports Day') }],
    ['a committee person', executivePersonInputSchema, { role: dirty('Treasurer'), name: dirty('Anu'), phone: '07700 900123' }],
    ['a contact message', contactMessageSchema, { name: dirty('Anu'), email: 'anu@gmail.com', message: dirty('Hello') }],
    ['a draw', updateDrawSchema, { drawId: 'chitti-A', title: dirty('Chitty'), participants: [dirty('Anu'), dirty('Ben')] }],
    ['a rejection', rejectRegistrationSchema, { familyId: 'f1', reason: dirty('Duplicate') }],
    ['a member', memberInputSchema, { name: dirty('Anu Thomas'), phone: dirty('07700 900123') }],
    [
      'a registration',
      registrationFieldsSchema,
      {
        houseNo: dirty('12'),
        addressLine: dirty('High Street'),
        postalCode: dirty('EX12'),
        location: 'Seaton',
        membershipType: 'Gold',
        members: [{ name: dirty('Anu'), email: 'anu@gmail.com' }],
      },
    ],
  ];
  it.each(cases)('keeps the text of %s and drops its control characters', (_, schema, input) => {
    const texts = strings(schema.parse(input));
    for (const text of texts) expect(hasControlCharacters(text)).toBe(false);
    expect(texts.filter((text) => text.endsWith('x')).length).toBeGreaterThan(0);
  });

  it('turns the line breaks of a one-line field into spaces and keeps those of a multi-line one', () => {
    const event = eventInputSchema.parse({ date: '2025-06-14', title: dirty('BBQ'), description: dirty('Bring food') });
    expect(event.title).toBe('BBQ  x');
    expect(event.description).toBe('Bring food\n\nx');
  });

  it("reads the draw textarea's manual line breaks as separate names", () => {
    expect(participantLinesSchema.parse('Anu Thomas\vBen Joseph\r\nCyril\u0000 Mathew\n')).toEqual([
      'Anu Thomas',
      'Ben Joseph',
      'Cyril Mathew',
    ]);
  });
});
