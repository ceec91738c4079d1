/**
 * Just enough of the tar format (POSIX ustar) for backups: regular files only. Backups are
 * tar files so that anyone can look inside one with `tar -tzf`, without this code.
 */

const BLOCK = 512;

/** The archive is not a tar file we can read, or it stops short. */
export class TarError extends Error {}

/** The two empty blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** One file of an archive: its header block, its bytes, and the padding to a whole block. */
export function tarEntry(name: string, data: Buffer, mtime = new Date()): Buffer[] {
  const split = splitName(name);
  if (split) return block(split, data, "0", mtime);
  // Too long for ustar: a POSIX (pax) extended header carries the name.
  const record = paxRecord("path", name);
  return [...block(["", "PaxHeader"], record, "x", mtime), ...block(["", name.slice(0, 100)], data, "0", mtime)];
}

function block([prefix, base]: [string, string], data: Buffer, type: string, mtime: Date) {
  if (data.length >= 8 ** 11) throw new TarError(`${base} is too large for a tar entry`);
  const header = Buffer.alloc(BLOCK);
  header.write(base, 0, 100, "utf8");
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0); // uid
  writeOctal(header, 116, 8, 0); // gid
  writeOctal(header, 124, 12, data.length);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write(type, 156, "latin1");
  header.write("ustar\u000000", 257, "latin1");
  header.write(prefix, 345, 155, "utf8");
  // The checksum is counted with its own field as spaces: 6 digits, NUL, and a space.
  header.fill(" ", 148, 156);
  writeOctal(header, 148, 7, checksum(header));
  return [header, data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK)];
}

/** "<length> key=value\n", the length counting its own digits. */
function paxRecord(key: string, value: string) {
  const rest = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(rest);
  length += String(length + String(length).length).length;
  return Buffer.from(`${length}${rest}`);
}

/** The files of a tar stream, in order. Throws TarError when it is damaged or cut short. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<{ name: string; data: Buffer }> {
  const input = new ByteQueue(source[Symbol.asyncIterator]());
  let longName: string | undefined;
  for (;;) {
    const header = await input.take(BLOCK);
    if (!header) throw new TarError("it ends in the middle (truncated?)");
    if (header.every((byte) => byte === 0)) break;
    if (readOctal(header, 148, 8) !== checksum(header)) throw new TarError("a header is damaged");
    const size = readOctal(header, 124, 12);
    const base = readString(header, 0, 100);
    // Only POSIX ustar has a name prefix there (old GNU tar keeps other fields in its place).
    const prefix = header.toString("latin1", 257, 263) === "ustar\0" ? readString(header, 345, 155) : "";
    const name = longName ?? (prefix ? `${prefix}/${base}` : base);
    const data = await input.take(size);
    const padding = await input.take((BLOCK - (size % BLOCK)) % BLOCK);
    if (!data || !padding) throw new TarError("it ends in the middle (truncated?)");
    const type = String.fromCharCode(header[156]);
    if (type === "x") {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString("utf8"))?.[1];
      continue;
    }
    longName = undefined;
    if (type === "0" || type === "\0") yield { name, data };
    else if (type !== "5" && type !== "g") throw new TarError(`${name} is not a regular file`); // a folder, pax globals
  }
  // Read to the end, so that a damaged compressed stream around the data is noticed too.
  await input.drain();
}

/** ustar stores a long name as a folder prefix (155 bytes) and a name (100 bytes). */
function splitName(name: string): [string, string] | null {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let slash = name.indexOf("/"); slash !== -1; slash = name.indexOf("/", slash + 1)) {
    const prefix = name.slice(0, slash);
    const base = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  return null;
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  block.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "latin1");
}

function readOctal(block: Buffer, offset: number, length: number) {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError("a header is damaged");
  return parseInt(text, 8);
}

function readString(block: Buffer, offset: number, length: number) {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString("utf8", 0, end === -1 ? length : end);
}

function checksum(header: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  return sum;
}

/** Hands out a stream's bytes by exact counts, copying only when a count spans chunks. */
class ByteQueue {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly iterator: AsyncIterator<Buffer>) {}

  /** The next `count` bytes, or null when the stream ends first. */
  async take(count: number): Promise<Buffer | null> {
    while (this.length < count) {
      const next = await this.iterator.next();
      if (next.done) return null;
      this.chunks.push(next.value);
      this.length += next.value.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length);
    const rest = all.subarray(count);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, count);
  }

  async drain() {
    while (!(await this.iterator.next()).done);
  }
}
