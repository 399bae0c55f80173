import sharp from 'sharp';

const canvas = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });

export const jpeg = (width = 1200, height = 900, colour = '#c0392b') => canvas(width, height, colour).jpeg().toBuffer();
export const png = (width = 300, height = 300, colour = '#2980b9') => canvas(width, height, colour).png().toBuffer();

export async function photo(filename = 'photo.jpg', width = 1200, height = 900) {
  return { data: await jpeg(width, height), type: 'image/jpeg', filename };
}
