/**
 * Small files that cost a great deal to decode, as an attacker would send them (issue 24):
 * written byte by byte, since no encoder makes them small.
 */
import zlib from "node:zlib";

/**
 * An animated GIF of `frames` frames on a `width` x `height` canvas, each frame one pixel
 * (23 bytes): 1,500 frames are 35 KB, and a decoder paints the whole canvas for every one.
 */
export function manyFramesGif(frames = 1_500, width = 400, height = 400): Buffer {
  const u16 = (value: number) => [value & 255, value >> 8];
  const parts: number[] = [
    ...Buffer.from("GIF89a"),
    ...u16(width),
    ...u16(height),
    0x80, // a global colour table of two colours
    0,
    0,
    ...[255, 255, 255, 0, 0, 0],
    // NETSCAPE2.0: loop forever
    ...[0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0],
  ];
  for (let frame = 0; frame < frames; frame++) {
    const [left, top] = [frame % width, Math.floor(frame / width) % height];
    parts.push(0x21, 0xf9, 4, 0x04, ...u16(2), 0, 0); // kept on the canvas, 20 ms
    parts.push(0x2c, ...u16(left), ...u16(top), ...u16(1), ...u16(1), 0);
    // LZW with 2-bit codes: clear (4), colour 1, end (5), packed into 3-bit codes.
    parts.push(2, 2, 0x4c, 0x01, 0);
  }
  parts.push(0x3b);
  return Buffer.from(parts);
}

/** A black PNG of `side` x `side` pixels, one bit each: 16000 x 16000 (256 megapixels) is 31 KB. */
export function hugePng(side = 16_000): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, not interlaced
  // Each row: its filter (none) and side / 8 bytes of black.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
