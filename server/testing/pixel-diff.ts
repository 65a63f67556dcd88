/**
 * How far a rendered page is from a reference rendering of the same page at the same size (docs/decisions/015).
 * A pixel differs when its colour is more than COLOUR_STEP away (largest channel difference, 0..255) from every
 * reference pixel within one pixel of it — anti-aliasing and sub-pixel glyph placement differ between
 * renderers, a missing or wrong shape does not. The page's score is the share of differing pixels in its worst
 * tile (a square of a twentieth of the page width), so a wrong word or shadow cannot hide in a large page.
 */
export const COLOUR_STEP = 64;
const TILES_ACROSS = 20;

/** An image as 8-bit channels, `channels` (3 or 4) per pixel, rows top to bottom. */
export type Pixels = { width: number; height: number; channels: number; data: Uint8Array | Uint8ClampedArray };

export type PageDiff = { worstTile: number; share: number };

export function pageDiff(ours: Pixels, reference: Pixels): PageDiff {
  if (ours.width !== reference.width || ours.height !== reference.height) {
    throw new Error(`sizes differ: ${ours.width}×${ours.height} and ${reference.width}×${reference.height}`);
  }
  const { width: w, height: h } = ours;
  const a = ours.data;
  const b = reference.data;
  const ca = ours.channels;
  const cb = reference.channels;
  // Tiles of about a twentieth of the width; the last row and column take the remainder.
  const tile = Math.max(8, Math.round(w / TILES_ACROSS));
  const across = Math.max(1, Math.round(w / tile));
  const down = Math.max(1, Math.round(h / tile));
  const bad = new Uint32Array(across * down);
  const area = new Uint32Array(across * down);
  let total = 0;
  for (let y = 0; y < h; y++) {
    const row = Math.min(down - 1, Math.floor(y / tile)) * across;
    for (let x = 0; x < w; x++) {
      const t = row + Math.min(across - 1, Math.floor(x / tile));
      area[t] = (area[t] ?? 0) + 1;
      const i = (y * w + x) * ca;
      const [r, g, bl] = [a[i] ?? 0, a[i + 1] ?? 0, a[i + 2] ?? 0];
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const j = (yy * w + xx) * cb;
          if (
            Math.abs(r - (b[j] ?? 0)) <= COLOUR_STEP &&
            Math.abs(g - (b[j + 1] ?? 0)) <= COLOUR_STEP &&
            Math.abs(bl - (b[j + 2] ?? 0)) <= COLOUR_STEP
          ) {
            near = true;
            break;
          }
        }
      }
      if (!near) {
        bad[t] = (bad[t] ?? 0) + 1;
        total += 1;
      }
    }
  }
  let worst = 0;
  for (let t = 0; t < bad.length; t++) worst = Math.max(worst, (bad[t] ?? 0) / Math.max(1, area[t] ?? 0));
  return { worstTile: worst, share: total / (w * h) };
}

/** Reads a binary PPM (P6, 8 bits), as pdftoppm writes it. */
export function readPpm(buf: Uint8Array): Pixels {
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 64));
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!match) throw new Error('not a binary PPM');
  const width = Number(match[1]);
  const height = Number(match[2]);
  const start = match[0].length;
  return { width, height, channels: 3, data: buf.subarray(start, start + width * height * 3) };
}
