import { brotliDecompressSync } from 'node:zlib';

/**
 * Just enough of a WOFF2 font to check the files the app ships (script-font-files.test.ts): its tables' tags, its
 * weight axis and the characters its cmap maps. https://www.w3.org/TR/WOFF2/ and the OpenType tables fvar and cmap.
 */

/** The tags a table's flags can name by index (the spec's table of known tags; 63: the tag follows). */
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .split(' ')
    .map((tag) => tag.replace('_', ' '));

export type FontTables = Map<string, DataView>;

/** The font's tables (glyf and loca as WOFF2 stores them; the others as in the font). */
export function woff2Tables(file: Uint8Array): FontTables {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(0) !== 0x774f4632) throw new Error('not a WOFF2 file');
  const count = view.getUint16(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = view.getUint8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = view.getUint8(at++);
    let tag = KNOWN_TAGS[flags & 0x3f] ?? '';
    if ((flags & 0x3f) === 63) {
      tag = String.fromCharCode(...file.subarray(at, at + 4));
      at += 4;
    }
    const version = flags >> 6;
    const original = base128();
    // glyf and loca are transformed unless their version is 3; every other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : original });
  }
  const data = brotliDecompressSync(file.subarray(at, at + view.getUint32(20)));
  const tables: FontTables = new Map();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, new DataView(data.buffer, data.byteOffset + offset, length));
    offset += length;
  }
  return tables;
}

/** The range of the weight axis (fvar's 'wght'), or null when the font has none. */
export function weightAxis(tables: FontTables): { min: number; default: number; max: number } | null {
  const fvar = tables.get('fvar');
  if (!fvar) return null;
  const fixed = (at: number) => fvar.getInt32(at) / 65536;
  const axesAt = fvar.getUint16(4);
  for (let i = 0; i < fvar.getUint16(8); i++) {
    const at = axesAt + i * fvar.getUint16(10);
    if (fvar.getUint32(at) === 0x77676874) return { min: fixed(at + 4), default: fixed(at + 8), max: fixed(at + 12) };
  }
  return null;
}

/** Every character the font maps to a glyph (its Unicode cmap subtable: format 12, else format 4). */
export function mappedCharacters(tables: FontTables): Set<number> {
  const cmap = tables.get('cmap');
  if (!cmap) throw new Error('no cmap');
  const subtables = Array.from({ length: cmap.getUint16(2) }, (_, i) => cmap.getUint32(4 + i * 8 + 4));
  const format12 = subtables.find((at) => cmap.getUint16(at) === 12);
  const chars = new Set<number>();
  if (format12 !== undefined) {
    for (let g = 0; g < cmap.getUint32(format12 + 12); g++) {
      const at = format12 + 16 + g * 12;
      for (let c = cmap.getUint32(at); c <= cmap.getUint32(at + 4); c++) chars.add(c);
    }
    return chars;
  }
  const at = subtables.find((offset) => cmap.getUint16(offset) === 4);
  if (at === undefined) throw new Error('no Unicode cmap');
  const segments = cmap.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.getUint16(ends + s * 2);
    const delta = cmap.getUint16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    const start = cmap.getUint16(starts + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        rangeOffset === 0 ? (c + delta) & 0xffff : cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
      if (glyph !== 0) chars.add(c);
    }
  }
  return chars;
}
