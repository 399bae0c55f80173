import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CalendarEvent } from '@edma/contract/calendar';
import type { DoorHousehold } from '@edma/contract/door';
import { HOUSEHOLD_PASS_TEXTS, householdForPass } from '@edma/contract/household-pass';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { bookingEmail, dayBeforeEmail, HOUSEHOLD_PASS_CID, type BookingSummary } from './booking-emails.ts';

/*
 * The scan test: the QR code in a booking confirmation email, decoded from the image's pixels with
 * the door screen's decoder library, opens the right household on the door list, and only at its
 * own event's door.
 */

const onam: CalendarEvent = {
  id: 'onam-2027',
  date: '2027-09-04',
  title: 'Onam Celebration',
  location: 'Seaton Town Hall',
  startTime: '12:00',
  description: '',
};

const going: BookingSummary = { status: 'going', people: 2, bands: ['adult', 'child'], amountPence: 2500, reference: 'EDMA-B27-7KQ4' };
const free: BookingSummary = { ...going, amountPence: 0, reference: null };

const household = (familyId: string, familyName: string, reference: string | null): DoorHousehold => ({
  familyId,
  familyName,
  reference,
  paid: false,
  amountPence: reference ? 2500 : 0,
  allergy: false,
  people: [],
});
const doorList = [
  household('aB3dE5gH7jK9mN1pQ2rS', 'Menon', 'EDMA-B27-2WXY'),
  household('nairFamily0000000001', 'Nair', 'EDMA-B27-7KQ4'),
  household('pillaiFamily00000002', 'Pillai', null),
];

type Email = ReturnType<typeof bookingEmail>;

/** The image the email's HTML shows (its `cid:`), from the email's attachments. */
function passImage(email: Email): Buffer {
  const cid = /<img src="cid:([^"]+)"/.exec(email.html)?.[1];
  const attachment = email.attachments?.find((a) => a.cid === cid);
  if (!cid || !attachment) throw new Error('The email shows no household pass image.');
  expect(attachment).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
  return Buffer.from(attachment.content, 'base64');
}

/** The texts of the QR codes in an image, read from its RGBA pixels as the door phone reads a camera frame. */
async function scan(image: Buffer | Sharp): Promise<string[]> {
  const { data, info } = await (Buffer.isBuffer(image) ? sharp(image) : image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // Node has no ImageData; the decoder reads the same fields from a plain object.
  const pixels = {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb',
  };
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

beforeAll(() => {
  // In Node the decoder's WebAssembly comes from the installed package, not from a CDN.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
});

describe('the household pass in a booking confirmation email', () => {
  it("decoded from the email's image, opens the right household at the event's door", async () => {
    const email = bookingEmail('confirmed', onam, going, 'https://edma.example', 'nairFamily0000000001');
    expect(email.html).toContain(`src="cid:${HOUSEHOLD_PASS_CID}"`);
    expect(email.html).toContain(HOUSEHOLD_PASS_TEXTS.showAtDoor);
    expect(email.html).toContain('alt="Household pass for Onam Celebration, booking reference EDMA-B27-7KQ4"');
    expect(email.text).toContain('Show this at the door: Household pass for Onam Celebration, booking reference EDMA-B27-7KQ4');

    const [text, ...others] = await scan(passImage(email));
    expect(others).toEqual([]);
    expect(householdForPass(text!, onam.id, doorList)).toEqual({ kind: 'found', household: doorList[1] });
    // Nothing private in it: the event and the family by their ids.
    expect(text).toBe('EDMA1:onam-2027:nairFamily0000000001');
  });

  it("is refused at another event's door", async () => {
    const email = bookingEmail('confirmed', onam, going, 'https://edma.example', 'nairFamily0000000001');
    const [text] = await scan(passImage(email));
    expect(householdForPass(text!, 'christmas-2027', doorList)).toEqual({ kind: 'refused', message: HOUSEHOLD_PASS_TEXTS.otherEvent });
  });

  it('reads from a phone held at an angle: the image turned, shrunk and a little blurred on a grey table', async () => {
    const email = bookingEmail('promoted', onam, free, 'https://edma.example', 'pillaiFamily00000002');
    const photo = sharp(
      await sharp(passImage(email))
        .rotate(17, { background: '#9a9a9a' })
        .resize({ width: 260 })
        .blur(0.8)
        .extend({ top: 120, bottom: 100, left: 190, right: 190, background: '#9a9a9a' })
        .png()
        .toBuffer(),
    );
    const [text] = await scan(photo);
    // A free booking has no payment reference; its pass opens it all the same.
    expect(householdForPass(text!, onam.id, doorList)).toEqual({ kind: 'found', household: doorList[2] });
    expect(email.html).toContain('alt="Household pass for Onam Celebration"');
  });

  it('comes with the day-before reminder too, and opens the household from it', async () => {
    const email = dayBeforeEmail(onam, going, 'https://edma.example', 'aB3dE5gH7jK9mN1pQ2rS');
    const [text] = await scan(passImage(email));
    expect(householdForPass(text!, onam.id, doorList)).toEqual({ kind: 'found', household: doorList[0] });
  });

  it('comes with every email saying the family is going, and with no other', () => {
    const familyId = 'nairFamily0000000001';
    expect(bookingEmail('changed', onam, going, 'https://edma.example', familyId).attachments).toHaveLength(1);
    expect(bookingEmail('promoted', onam, going, 'https://edma.example', familyId).attachments).toHaveLength(1);
    for (const email of [
      bookingEmail('waiting', onam, { ...going, status: 'waiting' }, 'https://edma.example', familyId),
      bookingEmail('changed', onam, { ...going, status: 'not-coming', people: 0, bands: [] }, 'https://edma.example', familyId),
    ]) {
      expect(email.attachments).toBeUndefined();
      expect(email.html).not.toContain('cid:');
      expect(email.text).not.toContain(HOUSEHOLD_PASS_TEXTS.showAtDoor);
    }
  });
});
