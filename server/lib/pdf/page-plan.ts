/**
 * The images a page becomes, worked out from its size in points before anything is rendered (issue 38: two pages
 * of 20 × 14,400 pt had thumbnails 320 × 230,400 px, and took the server from 0.6 to 2.7 GB). Every page is
 * scaled to fit a box: the full image within `width` × `width` px (a landscape slide is that wide, a portrait page
 * that tall), the thumbnail within `thumbWidth` × 1.5 `thumbWidth` (an A4 page keeps its 320 × 453). So the
 * pixels rendered, and the memory they take, are bounded whatever the page's size: at most 1600 × 1600 and
 * 320 × 480 px. A page far taller than wide (or wider than tall) would shrink to a sliver nobody can read: it
 * fails the conversion with a message naming the page and its size.
 */
export type Size = [number, number];
export type PagePlan = { full: Size; thumb: Size; dpi: number; thumbDpi: number };

/** The most a page's long side may be of its short side (an A4 page is 1.41, a 16:9 slide 1.78). */
export const MAX_PAGE_ASPECT = 10;
/** A thumbnail is at most this many times as tall as it is wide. */
const THUMB_MAX_ASPECT = 1.5;
/** A size pdfinfo did not give (or gave as zero) is taken as a 4:3 slide's. */
const UNKNOWN: Size = [4, 3];

/** A page too narrow for its height (or too flat for its width) to show as a slide. */
export class PageSizeError extends Error {
  constructor(
    readonly page: number,
    readonly points: Size,
  ) {
    super(pageSizeMessage(page, points));
  }
}

const cm = (points: number) => {
  const value = (points / 72) * 2.54;
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
};

export function pageSizeMessage(page: number, [width, height]: Size): string {
  const tall = height >= width;
  const ratio = Math.round(Math.max(width, height) / Math.min(width, height));
  return (
    `Page ${page} is ${cm(width)} × ${cm(height)} cm (${Math.round(width)} × ${Math.round(height)} pt), ` +
    `${ratio} times as ${tall ? 'tall as it is wide' : 'wide as it is tall'}: it cannot be shown as a slide. ` +
    `A page may be at most ${MAX_PAGE_ASPECT} times as ${tall ? 'tall as wide' : 'wide as tall'}; please crop ` +
    'or split it and upload the PDF again.'
  );
}

/** `points` scaled to fit within `box` (px), each side at least 1 px, and the scale (px per point). */
function scaledInto([pw, ph]: Size, [bw, bh]: Size): { size: Size; scale: number } {
  const scale = Math.min(bw / pw, bh / ph);
  return { size: [Math.max(1, Math.round(pw * scale)), Math.max(1, Math.round(ph * scale))], scale };
}

/** The images of page `page` (1-based) of `points`; throws PageSizeError for a page no slide can show. */
export function planPage(page: number, points: Size | undefined, width: number, thumbWidth: number): PagePlan {
  const size = points && points[0] > 0 && points[1] > 0 ? points : UNKNOWN;
  if (Math.max(...size) / Math.min(...size) > MAX_PAGE_ASPECT) throw new PageSizeError(page, size);
  const full = scaledInto(size, [width, width]);
  const thumb = scaledInto(size, [thumbWidth, Math.round(thumbWidth * THUMB_MAX_ASPECT)]);
  // pdftoppm's resolution (dpi) for each: a hair over, so that its ceiling never comes out a pixel short of the cut.
  const dpi = (scale: number) => 72 * scale * 1.000001;
  return { full: full.size, thumb: thumb.size, dpi: dpi(full.scale), thumbDpi: dpi(thumb.scale) };
}
