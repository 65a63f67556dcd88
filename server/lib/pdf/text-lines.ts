import type { PageText, TextItem } from './pdf-worker';

/**
 * A run of text on one baseline in one size with no wide gap in it: a heading, a line of body text, a sidebar
 * entry, a page number. Coordinates in points from the page's top-left corner; y is the baseline.
 */
/** A run of text on one line; `mono`: set mainly in a monospaced font (code). */
export type Segment = { text: string; x: number; right: number; y: number; size: number; font: string; mono: boolean };

/** Items whose baselines differ by less than this share of the size sit on one line. */
const SAME_BASELINE = 0.3;
/** A gap between two pieces wider than this share of the size is a space between words (pdfjs's own
 * whitespace items are not trusted: it also puts them in italic corrections such as 'G .'). */
const WORD_GAP = 0.15;
/** A gap wider than this many sizes separates two texts that merely share a baseline (sidebar, page number). */
const COLUMN_GAP = 2;

const blank = (s: string) => s.trim() === '';
const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(0.01, Math.min(a, b));

type Line = { y: number; size: number; items: TextItem[] };

function linesOf(items: TextItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    if (!(item.h > 0)) continue;
    const line = lines.find(
      (l) => Math.abs(l.y - item.y) <= SAME_BASELINE * Math.max(l.size, item.h) && ratio(l.size, item.h) <= 1.25,
    );
    if (line) {
      line.items.push(item);
      if (!blank(item.s)) line.size = Math.max(line.size, item.h);
    } else {
      lines.push({ y: item.y, size: item.h, items: [item] });
    }
  }
  return lines;
}

/** The font with most characters among the items. */
function mainFont(items: TextItem[]): string {
  const count = new Map<string, number>();
  for (const item of items) count.set(item.f, (count.get(item.f) ?? 0) + item.s.trim().length);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Splits a line at wide gaps and spells each part with a space wherever the PDF leaves a word gap. */
function splitLine(line: Line): Segment[] {
  const items = [...line.items].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let parts: TextItem[] = [];
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  const flush = () => {
    const clean = text.replace(/\s+/g, ' ').trim();
    const solid = parts.filter((p) => !blank(p.s));
    const first = solid[0];
    if (clean && first) {
      const font = mainFont(solid);
      segments.push({
        text: clean,
        x: first.x,
        right: Math.max(...solid.map((p) => p.x + p.w)),
        y: line.y,
        size: line.size,
        font,
        mono: solid.some((p) => p.f === font && p.m === 1),
      });
    }
    parts = [];
    text = '';
  };
  let previous: TextItem | undefined;
  for (const item of items) {
    if (blank(item.s)) continue; // a gap, not text: its width would close the gap it marks
    // The same string drawn again at (almost) the same place: fake bold or a shadow, not a second word.
    if (previous && previous.s === item.s && Math.abs(previous.x - item.x) < 0.3 * line.size) continue;
    const gap = item.x - end;
    if (parts.length > 0 && gap > COLUMN_GAP * line.size) flush();
    if (parts.length > 0 && gap > WORD_GAP * line.size && !/\s$/.test(text) && !/^\s/.test(item.s)) {
      text += ' ';
    }
    text += item.s;
    parts.push(item);
    end = Math.max(end, item.x + item.w);
    previous = item;
  }
  flush();
  return segments;
}

/** The page's text as segments, top to bottom, then left to right. */
export function segmentsOf(page: PageText): Segment[] {
  return linesOf(page.items)
    .flatMap(splitLine)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}
