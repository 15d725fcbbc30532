// What Discord makes of a file a member sends: its content type (a picture by its first bytes, anything
// else by the name's extension, text with its charset, nothing for what it does not know) and a
// picture's size in pixels, read from the picture's own header (PNG, JPEG, GIF, WebP).

/** The types the stand-in names by extension; markup and scripts are left unnamed, so nothing renders them. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
};

/** The types the stand-in's CDN serves as what they are (every other file is served as bytes to download). */
export const NAMED_TYPES: ReadonlySet<string> = new Set(Object.values(BY_EXTENSION));

interface Picture {
  type: string;
  width: number;
  height: number;
}

const startsWith = (data: Buffer, text: string, at = 0) =>
  data.length >= at + text.length && data.toString('latin1', at, at + text.length) === text;

function png(data: Buffer): Picture | null {
  if (!startsWith(data, '\x89PNG\r\n\x1a\n') || !startsWith(data, 'IHDR', 12) || data.length < 24) return null;
  return { type: 'image/png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function gif(data: Buffer): Picture | null {
  if (!(startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) || data.length < 10) return null;
  return { type: 'image/gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

/** Frame headers (SOF0 to SOF15, less the three markers that are not frames) carry a JPEG's size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(data: Buffer): Picture | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    if (isFrame(marker))
      return { type: 'image/jpeg', width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    // A fill byte, and the markers without a length (restarts, start and end of image), stand alone.
    if (marker === 0xff) at += 1;
    else if (marker >= 0xd0 && marker <= 0xd9) at += 2;
    else at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

function webp(data: Buffer): Picture | null {
  if (!startsWith(data, 'RIFF') || !startsWith(data, 'WEBP', 8) || data.length < 30) return null;
  const of = (width: number, height: number): Picture => ({ type: 'image/webp', width, height });
  if (startsWith(data, 'VP8 ', 12)) return of(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  if (startsWith(data, 'VP8L', 12)) {
    const bits = data.readUInt32LE(21);
    return of((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (startsWith(data, 'VP8X', 12)) return of(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  return null;
}

export interface FileFacts {
  contentType: string | null;
  width: number | null;
  height: number | null;
}

/** What Discord says of a file: its type, and its size in pixels when it is a picture. */
export function factsOf(filename: string, data: Buffer): FileFacts {
  const picture = png(data) ?? jpeg(data) ?? gif(data) ?? webp(data);
  if (picture) return { contentType: picture.type, width: picture.width, height: picture.height };
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const named = BY_EXTENSION[extension] ?? null;
  return {
    contentType: named?.startsWith('text/') ? `${named}; charset=utf-8` : named,
    width: null,
    height: null,
  };
}
