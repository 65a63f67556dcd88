import type { BlobStore } from '../storage';
import { renderPdf } from './pdf-worker';
import { slideTitle } from './slide-title';

/** Full size for projection and a thumbnail for the strip, both WebP. */
export const SLIDE_IMAGE = { width: 1600, thumbWidth: 320, quality: 80, thumbQuality: 75 } as const;

export type ConvertedSlide = {
  number: number;
  title: string;
  imageKey: string;
  thumbKey: string;
  imageBytes: number;
  thumbBytes: number;
};

export class ConversionInterrupted extends Error {
  constructor() {
    super('Conversion interrupted');
  }
}

/**
 * Renders every page of a PDF to WebP images under `prefix` in the blob store, one page at a time, and
 * returns the slides in page order. On any failure every image written so far is removed.
 */
export async function convertPdfToSlides(input: {
  data: Uint8Array;
  store: BlobStore;
  prefix: string;
  signal?: AbortSignal;
  onOpen?: (pages: number) => Promise<void> | void;
  onPage?: (done: number, total: number) => Promise<void> | void;
}): Promise<ConvertedSlide[]> {
  const { store, prefix } = input;
  const slides: ConvertedSlide[] = [];
  let total = 0;
  try {
    const pages = renderPdf(input.data, SLIDE_IMAGE, async (count) => {
      total = count;
      await input.onOpen?.(count);
    });
    for await (const page of pages) {
      if (input.signal?.aborted) throw new ConversionInterrupted();
      const imageKey = `${prefix}${page.page}.webp`;
      const thumbKey = `${prefix}${page.page}-thumb.webp`;
      await store.put(imageKey, page.full);
      await store.put(thumbKey, page.thumb);
      slides.push({
        number: page.page,
        title: slideTitle(page.text) || `Slide ${page.page}`,
        imageKey,
        thumbKey,
        imageBytes: page.full.byteLength,
        thumbBytes: page.thumb.byteLength,
      });
      await input.onPage?.(slides.length, total);
    }
    if (slides.length === 0) throw new Error('The PDF has no pages');
    return slides.sort((a, b) => a.number - b.number);
  } catch (error) {
    await store.deletePrefix(prefix).catch(() => {});
    throw error;
  }
}
