// Time from a 5 MB JPEG upload to its stored variants (decoded, re-encoded at every width).
import sharp from "sharp";

export async function uploadTime(base, session) {
  // Noise does not compress: a large photo-like JPEG just under 5 MB.
  const width = 2600;
  const height = 1900;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  let jpeg = Buffer.alloc(0);
  for (const quality of [95, 90, 85, 80, 70, 60]) {
    jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 5 * 1024 * 1024) break;
  }
  const started = Date.now();
  const response = await uploadOfficePicture(base, session, jpeg);
  const answer = await response.json();
  if (!answer.ok) throw new Error(`upload refused: ${answer.error}`);
  return { bytes: jpeg.length, ms: Date.now() - started };
}

/** Uploads a JPEG into the about page's office picture as the administrator of `session`. */
export function uploadOfficePicture(base, session, jpeg) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("section", "about");
  form.set("key", "office_image");
  form.set("type", "image");
  form.set("bucket", "about-images");
  form.set("file", new File([jpeg], "office.jpg", { type: "image/jpeg" }));
  form.set("_csrf", session.csrf);
  return fetch(`${base}/api/content`, { method: "POST", body: form, headers: { cookie: session.cookie, origin: base } });
}
