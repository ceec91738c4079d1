// A minimal TrueType reader: turns a line of text into an SVG path using a font's glyph
// outlines, so generated logos look the same everywhere (no font needed to show them).
// Reads cmap (format 4), hmtx, loca, glyf (simple and composite glyphs) and kern (format 0).
import fs from "node:fs";

export function loadFont(file) {
  const buf = fs.readFileSync(file);
  const tables = {};
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    tables[buf.toString("latin1", at, at + 4)] = buf.readUInt32BE(at + 8);
  }
  const unitsPerEm = buf.readUInt16BE(tables.head + 18);
  const longLoca = buf.readInt16BE(tables.head + 50) === 1;
  const numGlyphs = buf.readUInt16BE(tables.maxp + 4);
  const numHMetrics = buf.readUInt16BE(tables.hhea + 34);
  const ascender = buf.readInt16BE(tables.hhea + 4);
  const descender = buf.readInt16BE(tables.hhea + 6);

  const advance = (gid) => buf.readUInt16BE(tables.hmtx + 4 * Math.min(gid, numHMetrics - 1));
  const locaAt = (gid) => (longLoca ? buf.readUInt32BE(tables.loca + gid * 4) : buf.readUInt16BE(tables.loca + gid * 2) * 2);

  const cmap = readCmap(buf, tables.cmap);
  const kern = tables.kern ? readKern(buf, tables.kern) : new Map();

  function glyphContours(gid, depth = 0) {
    if (gid >= numGlyphs || depth > 8) return [];
    const start = locaAt(gid);
    const end = locaAt(gid + 1);
    if (end === start) return [];
    const at = tables.glyf + start;
    const contours = buf.readInt16BE(at);
    return contours >= 0 ? simpleGlyph(buf, at, contours) : compositeGlyph(at, depth);
  }

  function compositeGlyph(at, depth) {
    const result = [];
    let p = at + 10;
    let flags;
    do {
      flags = buf.readUInt16BE(p);
      const gid = buf.readUInt16BE(p + 2);
      p += 4;
      let dx, dy;
      if (flags & 1) {
        dx = buf.readInt16BE(p);
        dy = buf.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = buf.readInt8(p);
        dy = buf.readInt8(p + 1);
        p += 2;
      }
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2dot14 = (o) => buf.readInt16BE(o) / 16384;
      if (flags & 8) {
        a = d = f2dot14(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2dot14(p);
        d = f2dot14(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        a = f2dot14(p);
        b = f2dot14(p + 2);
        c = f2dot14(p + 4);
        d = f2dot14(p + 6);
        p += 8;
      }
      if (!(flags & 2)) dx = dy = 0; // point-matching offsets: rare, ignored
      for (const contour of glyphContours(gid, depth + 1)) {
        result.push(
          contour.map((pt) => ({
            x: a * pt.x + c * pt.y + dx,
            y: b * pt.x + d * pt.y + dy,
            on: pt.on,
          })),
        );
      }
    } while (flags & 0x20);
    return result;
  }

  /**
   * The outline of `text` as SVG path data, drawn `size` pixels tall (em size) with its
   * baseline at y, starting at x; `tracking` adds space between letters (in em).
   */
  function textPath(text, { x = 0, y = 0, size = 32, tracking = 0 } = {}) {
    const scale = size / unitsPerEm;
    let pen = 0;
    let d = "";
    let prev = null;
    const chars = [...text];
    chars.forEach((ch, i) => {
      const gid = cmap.get(ch.codePointAt(0)) ?? 0;
      if (prev !== null) pen += kern.get(prev * 65536 + gid) ?? 0;
      for (const contour of glyphContours(gid)) {
        d += contourPath(contour, (pt) => [x + (pen + pt.x) * scale, y - pt.y * scale]);
      }
      pen += advance(gid);
      if (i < chars.length - 1) pen += tracking * unitsPerEm;
      prev = gid;
    });
    return { d, width: pen * scale };
  }

  function measure(text, opts = {}) {
    return textPath(text, opts).width;
  }

  return { textPath, measure, unitsPerEm, ascender, descender };
}

function readCmap(buf, base) {
  const count = buf.readUInt16BE(base + 2);
  const map = new Map();
  for (let i = 0; i < count; i++) {
    const platform = buf.readUInt16BE(base + 4 + i * 8);
    const encoding = buf.readUInt16BE(base + 6 + i * 8);
    const offset = base + buf.readUInt32BE(base + 8 + i * 8);
    if (platform !== 3 || encoding !== 1 || buf.readUInt16BE(offset) !== 4) continue;
    const segCount = buf.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const ranges = deltas + segCount * 2;
    for (let s = 0; s < segCount; s++) {
      const end = buf.readUInt16BE(ends + s * 2);
      const start = buf.readUInt16BE(starts + s * 2);
      const delta = buf.readInt16BE(deltas + s * 2);
      const rangeOffset = buf.readUInt16BE(ranges + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let gid;
        if (rangeOffset === 0) gid = (code + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + rangeOffset + (code - start) * 2;
          gid = buf.readUInt16BE(at);
          if (gid !== 0) gid = (gid + delta) & 0xffff;
        }
        map.set(code, gid);
      }
    }
    return map;
  }
  throw new Error("font has no Unicode BMP cmap (3,1 format 4)");
}

function readKern(buf, base) {
  const pairs = new Map();
  if (buf.readUInt16BE(base) !== 0) return pairs;
  const count = buf.readUInt16BE(base + 2);
  let p = base + 4;
  for (let t = 0; t < count; t++) {
    const length = buf.readUInt16BE(p + 2);
    const format = buf.readUInt8(p + 4);
    if (format === 0) {
      const n = buf.readUInt16BE(p + 6);
      for (let i = 0; i < n; i++) {
        const at = p + 14 + i * 6;
        pairs.set(buf.readUInt16BE(at) * 65536 + buf.readUInt16BE(at + 2), buf.readInt16BE(at + 4));
      }
    }
    p += length;
  }
  return pairs;
}

function simpleGlyph(buf, at, contourCount) {
  const endPts = [];
  let p = at + 10;
  for (let i = 0; i < contourCount; i++) endPts.push(buf.readUInt16BE(p + i * 2));
  p += contourCount * 2;
  const pointCount = contourCount ? endPts[contourCount - 1] + 1 : 0;
  p += 2 + buf.readUInt16BE(p); // skip instructions
  const flags = [];
  while (flags.length < pointCount) {
    const f = buf.readUInt8(p++);
    flags.push(f);
    if (f & 8) {
      let repeat = buf.readUInt8(p++);
      while (repeat-- > 0) flags.push(f);
    }
  }
  const xs = [];
  let v = 0;
  for (const f of flags) {
    if (f & 2) {
      const dx = buf.readUInt8(p++);
      v += f & 16 ? dx : -dx;
    } else if (!(f & 16)) {
      v += buf.readInt16BE(p);
      p += 2;
    }
    xs.push(v);
  }
  const ys = [];
  v = 0;
  for (const f of flags) {
    if (f & 4) {
      const dy = buf.readUInt8(p++);
      v += f & 32 ? dy : -dy;
    } else if (!(f & 32)) {
      v += buf.readInt16BE(p);
      p += 2;
    }
    ys.push(v);
  }
  const contours = [];
  let first = 0;
  for (const last of endPts) {
    const contour = [];
    for (let i = first; i <= last; i++) contour.push({ x: xs[i], y: ys[i], on: !!(flags[i] & 1) });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

const r = (n) => Math.round(n * 10) / 10;

/** A closed quadratic TrueType contour as SVG path commands. */
function contourPath(points, project) {
  if (points.length === 0) return "";
  const n = points.length;
  let startIndex = points.findIndex((pt) => pt.on);
  let start;
  if (startIndex === -1) {
    start = mid(points[0], points[1 % n]);
    startIndex = 0;
  } else start = points[startIndex];
  const xy = (pt) => project(pt).map(r).join(" ");
  let d = `M${xy(start)}`;
  let control = null;
  for (let k = 1; k <= n; k++) {
    const pt = points[(startIndex + k) % n];
    if (pt.on) {
      d += control ? `Q${xy(control)} ${xy(pt)}` : `L${xy(pt)}`;
      control = null;
    } else if (control) {
      const m = mid(control, pt);
      d += `Q${xy(control)} ${xy(m)}`;
      control = pt;
    } else control = pt;
  }
  if (control) d += `Q${xy(control)} ${xy(start)}`;
  return `${d}Z`;
}

function mid(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true };
}
