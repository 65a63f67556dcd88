import type { OutlineEntry, PageText } from './pdf-worker';
import { type Segment, segmentsOf } from './text-lines';

const MAX_TITLE_LENGTH = 120;
/** A heading is at least this much larger than the page's body text… */
const LARGER = 1.15;
/** …or, in the body's size, set apart: in the top part of the page, short, with a gap below it. */
const TOP_SHARE = 0.35;
const BODY_FROM = 0.25; // × page height
const APART = 2.2; // × size: the gap below a line that stands alone
const MAX_HEADING_CHARS = 150;
const MAX_PLAIN_HEADING_CHARS = 90;
/** A title goes on to the next line when it is this close below, in the same font and size. */
const NEXT_LINE = 1.6; // × size
const MAX_TITLE_LINES = 3;

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
/** Code (a monospaced font, a LaTeX command) or a list item: never a heading. */
const codeOrItem = (s: Segment) => s.mono || /^\\[A-Za-z@]/.test(s.text) || /^[•◦▪▸▶‣►○■➢✓*–]\s/.test(s.text);
/**
 * Body text rather than a heading, for text in the body's size: a long sentence (ten words or more ending in . : ;
 * or ,), two sentences, or a lone lowercase word (a sentence's 'and' between two code lines). Beamer's frame titles
 * are often sentences in the body's size, but short ones ('We can do perfect phylogeny haplotyping efficiently,
 * but . . .').
 */
const bodyText = (title: string) =>
  (title.split(/\s+/).filter((w) => letters(w) > 0).length >= 10 && /[.:;,]$/.test(title)) ||
  twoSentences(title) ||
  /^\p{Ll}+$/u.test(title);
/**
 * 'A sober theme. The right-flushed frame…': a paragraph, whatever its size; three words at least on either side of
 * the full stop, so 'Python vs. Rust', 'Dr. Jekyll and Mr. Hyde' or 'Why? Because' stay titles.
 */
const twoSentences = (title: string) => /(^|\s)\S+\s+\S+\s+\S*\p{Ll}[.!?]\s+\p{Lu}\S*\s+\S+\s+\S+/u.test(title);
/** Page numbers and counters: '7', '2/11', '3 of 40', 'Page 12', '– 4 –', 'xii'. */
const PAGE_NUMBER = [
  /^((page|slide|p\.)\s*)?\p{N}+(\s*(\/|of)\s*\p{N}+)?$/iu,
  /^[\p{N}\s/.,:|–—-]+$/u,
  /^[ivxlc]{1,6}$/,
];

/** The value with the most characters behind it. */
function mode<T>(segments: Segment[], key: (s: Segment) => T): T | undefined {
  const count = new Map<T, number>();
  for (const s of segments) count.set(key(s), (count.get(key(s)) ?? 0) + s.text.length);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const bodySize = (segments: Segment[]) => mode(segments, (s) => Math.round(s.size * 2) / 2) ?? 0;

/** Joins the lines that continue a heading: just below, same font and size, overlapping it sideways. */
function withNextLines(first: Segment, segments: Segment[]): string {
  const lines = [first];
  for (let last = first; lines.length < MAX_TITLE_LINES; ) {
    const next = segments.find(
      (s) =>
        s.y > last.y &&
        s.y - last.y <= NEXT_LINE * last.size &&
        s.font === last.font &&
        Math.abs(s.size - last.size) <= 0.05 * last.size &&
        s.x < last.right &&
        s.right > last.x,
    );
    if (!next) break;
    lines.push(next);
    last = next;
  }
  return lines.map((s) => s.text).join(' ');
}

/**
 * A page's own heading from its text without navigation furniture: the largest text (the topmost line of it,
 * with the lines that continue it); on a page of one size, the top line when it is set apart from the body.
 * Empty when the page has no such heading.
 */
export function pageHeading(segments: Segment[], page: Pick<PageText, 'height'>): string {
  const words = segments.filter((s) => letters(s.text) >= 2 && s.text.length <= MAX_HEADING_CHARS);
  if (words.length === 0) return '';
  // The body's size from the text below the top quarter, where a long heading cannot outweigh it.
  const lower = words.filter((s) => s.y > BODY_FROM * page.height);
  const body = bodySize(lower.length > 0 ? lower : words);
  const larger = words.filter((s) => s.size >= LARGER * body);
  if (larger.length > 0) {
    // Near the top first: a big icon or figure label lower down is not the slide's heading.
    const upper = larger.filter((s) => s.y <= TOP_SHARE * page.height);
    const pool = upper.length > 0 ? upper : larger;
    const largest = Math.max(...pool.map((s) => s.size));
    const heading = pool.find((s) => s.size >= 0.9 * largest);
    const title = heading && !codeOrItem(heading) ? withNextLines(heading, words) : '';
    return twoSentences(title) ? '' : title;
  }
  // Text smaller than the body (navigation bars, footnotes, captions) is never the heading.
  const main = words.filter((s) => s.size >= 0.95 * body);
  const top = main[0];
  if (!top || codeOrItem(top)) return '';
  const below = main.find((s) => s.y > top.y + 0.5 * top.size);
  // Set apart: near the top, short, and a clear gap before the next line (a body line follows at its leading).
  const standsAlone = !below || below.y - top.y >= APART * top.size;
  const setApart = top.y <= TOP_SHARE * page.height && standsAlone && top.text.length <= MAX_PLAIN_HEADING_CHARS;
  if (!(main.length <= 3 || setApart)) return '';
  const title = withNextLines(top, main);
  return bodyText(title) ? '' : title;
}

/** Pages where a segment's text appears at the same place (2.5% of the page size either way). */
const placeKey = (s: Segment, page: Pick<PageText, 'width' | 'height'>, text = s.text) =>
  `${Math.round((s.x / page.width) * 40)}:${Math.round((s.y / page.height) * 40)}:${text}`;
/** The same text but its numbers: a footer that counts pages ('Pathshala AI · Class 6 · 8 / 55'). */
const numberless = (text: string) => (/\p{N}/u.test(text) ? text.replace(/\p{N}+/gu, '#') : null);
/** Running heads, footers and sidebars sit in the page's margins: this share of its height or width, either side. */
const MARGIN = 0.15;
const inMargin = (s: Segment, page: Pick<PageText, 'width' | 'height'>) =>
  s.y < MARGIN * page.height ||
  s.y > (1 - MARGIN) * page.height ||
  s.right < MARGIN * page.width ||
  s.x > (1 - MARGIN) * page.width;

/**
 * Navigation furniture: page numbers; text repeated at the same place on more than half of the pages (five at
 * least), its numbers aside (a footer that counts the pages); and text in the margins repeated in three separate
 * runs of pages while no larger than the body (running heads, sidebars). A frame title shown on consecutive pages
 * (Beamer overlays) is one run, so it stays a title; a line of the body that a deck repeats (its topics taught
 * again in a second part) stays the slide's text.
 */
function furnitureOf(pages: PageText[], segments: Segment[][]): (page: number, s: Segment) => boolean {
  const seen = new Map<string, number[]>();
  const sizes = pages.map((page) => ({ width: page.width || 1, height: page.height || 1 }));
  const box = (i: number) => sizes[i] ?? { width: 1, height: 1 };
  const note = (key: string, i: number) => {
    const at = seen.get(key) ?? [];
    if (at[at.length - 1] !== i) at.push(i);
    seen.set(key, at);
  };
  segments.forEach((list, i) => {
    for (const s of list) {
      note(placeKey(s, box(i)), i);
      const masked = numberless(s.text);
      if (masked !== null) note(`#${placeKey(s, box(i), masked)}`, i);
    }
  });
  const bodies = segments.map(bodySize);
  const most = (at: number[]) => at.length > pages.length / 2 && at.length >= 5;
  return (i, s) => {
    if (PAGE_NUMBER.some((re) => re.test(s.text))) return true;
    const masked = numberless(s.text);
    if (masked !== null && most(seen.get(`#${placeKey(s, box(i), masked)}`) ?? [])) return true;
    const at = seen.get(placeKey(s, box(i))) ?? [];
    if (at.length < 3) return false;
    // On more than half of the pages, five at least: a short deck's overlays repeat their frame on most pages.
    if (most(at)) return true;
    const runs = at.filter((p, k) => k === 0 || at[k - 1] !== p - 1).length;
    return runs >= 3 && s.size <= LARGER * (bodies[i] ?? 0) && inMargin(s, box(i));
  };
}

/** The outline entry that covers a page: the last one, in reading order, that starts on it or before it. */
function outlineTitle(outline: OutlineEntry[], page: number): string {
  let best: OutlineEntry | undefined;
  for (const entry of outline) if (entry.page <= page && (!best || entry.page >= best.page)) best = entry;
  return best?.title ?? '';
}

const clip = (title: string) =>
  title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : title;

/** A slide's body as it is kept for search and narration: at most this many characters. */
export const BODY_MAX = 4000;

/**
 * Lines of a slide as running text: a line that ends without punctuation before one that starts a new thought
 * (a capital, a digit) ends a sentence; a hyphen at a line's end joins the word; other breaks are spaces.
 */
export function runningText(segments: Segment[]): string {
  let text = '';
  for (const { text: line } of segments) {
    const clean = line.replace(/^[•▪◦●■\-–*]\s*/, '').trim();
    if (!clean) continue;
    if (!text) text = clean;
    else if (/[a-z]-$/.test(text) && /^[a-z]/.test(clean)) text = `${text.slice(0, -1)}${clean}`;
    else if (/[.!?:;…]$/.test(text) || !/^[\p{Lu}\d"'“(]/u.test(clean)) text = `${text} ${clean}`;
    else text = `${text}. ${clean}`;
    if (text.length > BODY_MAX) break;
  }
  if (text && !/[.!?…]$/.test(text)) text += '.';
  return text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1).trimEnd()}…` : text;
}

/**
 * Each page's title and body. The title is its own heading without the furniture repeated across the deck,
 * else the outline entry covering it (Beamer's outline holds sections, not frame titles), else ''; the body is
 * every line of it but the furniture, in reading order.
 */
export function slideTexts(pages: PageText[], outline: OutlineEntry[] = []): { title: string; body: string }[] {
  const segments = pages.map(segmentsOf);
  const furniture = furnitureOf(pages, segments);
  return pages.map((page, i) => {
    const own = (segments[i] ?? []).filter((s) => !furniture(i, s));
    return { title: clip(pageHeading(own, page) || outlineTitle(outline, i + 1)), body: runningText(own) };
  });
}

/** Each page's default title (see slideTexts). */
export function slideTitles(pages: PageText[], outline: OutlineEntry[] = []): string[] {
  return slideTexts(pages, outline).map((t) => t.title);
}

/** One page's title on its own (no other pages to tell furniture by): its heading or ''. */
export function slideTitle(page: PageText): string {
  return slideTitles([page])[0] ?? '';
}
