import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c33' } });

describe('sniffImageType', () => {
  it('recognises the four accepted formats by content', async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await pixel().png().toBuffer())).toBe('png');
    expect(sniffImageType(await pixel().gif().toBuffer())).toBe('gif');
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe('webp');
  });

  it('refuses other content whatever its name or declared type', async () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffImageType(await pixel().tiff().toBuffer())).toBeNull();
    expect(sniffImageType(await pixel().avif().toBuffer())).toBeNull();
  });

  it('refuses truncated signatures', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF1234WEB'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
