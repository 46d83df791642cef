import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image: `data` holds width * height * 4 bytes, row by row. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.from(type, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head, body])));
  return Buffer.concat([length, head, body, crc]);
}

/** Encodes an RGBA raster as a PNG file (8-bit truecolour with alpha, filter 0 per row). */
export function encodePng({ width, height, data }: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0;
    rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
