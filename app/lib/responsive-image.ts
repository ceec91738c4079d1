// An upload in a bucket with `S3_PUBLIC_URL` (README, Pictures in a bucket) lives at the
// CDN's address, known by the name every upload gets (app/storage/images.server.ts): 16 hex
// digits, '-', the time in milliseconds.
const UPLOAD_AT_PUBLIC_ADDRESS = /^(https?:\/\/[^?#]*\/[0-9a-f]{16}-\d{13})\.webp(\?.*)?$/;

/**
 * `srcset` for an image address, so the browser downloads the width the layout needs:
 * - bundled pictures come as `name-1600.webp` with `name-800.webp` beside them;
 * - uploads are stored as `name.webp` with `name-480.webp`, `name-960.webp`, `name-1600.webp`
 *   (see app/storage/images.server.ts), at `/uploads/` or at the bucket's public address.
 * Any other address gets no srcset and is served as it is.
 */
export function responsiveSrcSet(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const bundled = src.match(/^(.*)-1600\.webp$/);
  if (bundled) return `${bundled[1]}-800.webp 800w, ${src} 1600w`;
  const upload = src.match(/^(\/uploads\/.*)\.webp(\?.*)?$/) ?? src.match(UPLOAD_AT_PUBLIC_ADDRESS);
  if (upload) {
    const [, stem, query = ""] = upload;
    return [480, 960, 1600].map((w) => `${stem}-${w}.webp${query} ${w}w`).join(", ");
  }
  return undefined;
}
