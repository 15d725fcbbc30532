// Images the stand-in's CDN serves: generated SVGs (avatars, icons, emoji) and PNGs (attachments), so the
// demo shows no broken image and needs no internet.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { BLURPLE } from '../contract/facts.js';

const PALETTE = [BLURPLE, '#57F287', '#FEE75C', '#EB459E', '#ED4245', '#3BA55C', '#FAA61A', '#9B59B6'];

function colourFor(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return PALETTE[digest[0]! % PALETTE.length]!;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round badge with initials, as used for avatars and guild icons. */
export function badgeSvg(seed: string, label: string): string {
  const initials = escapeXml(
    label
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><rect width="128" height="128" rx="64" fill="${colourFor(seed)}"/><text x="64" y="78" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}

/** Discord's five default avatars, in their colours. */
export function defaultAvatarSvg(index: number): string {
  const colours = [BLURPLE, '#757E8A', '#3BA55C', '#FAA61A', '#ED4245', '#EB459E'];
  const fill = colours[index % colours.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><rect width="128" height="128" rx="64" fill="${fill}"/><path d="M40 84c0-14 11-22 24-22s24 8 24 22v6H40zM64 58a13 13 0 110-26 13 13 0 010 26z" fill="#fff"/></svg>`;
}

/** A picture for image attachments and embed images: a landscape card with the file name. */
export function pictureSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="${colourFor(name)}"/><circle cx="500" cy="100" r="46" fill="#ffffffaa"/><path d="M0 360l200-180 140 120 90-70 210 130z" fill="#00000055"/><text x="32" y="60" font-family="sans-serif" font-size="28" fill="#fff">${escapeXml(name)}</text></svg>`;
}

/** A PNG (8-bit RGB) with each pixel's red, green and blue from `paint`, written by hand: a stand-in needs no
 *  image library. */
export function pngOf(width: number, height: number, paint: (x: number, y: number) => ArrayLike<number>): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same picture as a PNG (what Discord serves for a .png attachment): the card's colour with a
 *  darker hill, 320×180. */
export function picturePng(name: string): Buffer {
  const [width, height] = [320, 180];
  const colour = Number.parseInt(colourFor(name).slice(1, 7), 16);
  const rgb = [colour >> 16, (colour >> 8) & 0xff, colour & 0xff];
  const hill = rgb.map((channel) => Math.round(channel * 0.6));
  return pngOf(width, height, (x, y) => (y > height - x / 3 ? hill : rgb));
}

export function emojiSvg(id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="30" fill="${colourFor(id)}"/><circle cx="22" cy="26" r="5" fill="#fff"/><circle cx="42" cy="26" r="5" fill="#fff"/><path d="M18 40q14 14 28 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
}
