import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PageSizeError } from './page-plan';
import { MissingProgramError, rasterizePdf } from './rasterize';

/** Why a PDF could not be read: protected by a password, not a PDF structure, or failing otherwise. */
export class PdfReadError extends Error {
  constructor(
    readonly code: 'password' | 'invalid' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A piece of a page's text as pdfjs sees it: the string, its baseline start (x, y) in points from the page's
 * top-left corner (y grows downwards), its advance width w, its font size h and a font id f (same id, same font
 * within a document) and m: 1 when that font is monospaced (code). Whitespace-only items mark word gaps.
 */
export type TextItem = { s: string; x: number; y: number; w: number; h: number; f: string; m?: 1 };
/** A page's text and its size in points. */
export type PageText = { width: number; height: number; items: TextItem[] };
/** One bookmark of the PDF's outline, in reading order, with the page it points to (1-based). */
export type OutlineEntry = { title: string; page: number; depth: number };
export type RenderedPage = {
  page: number;
  full: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  text: PageText;
};
export type RenderOptions = { width: number; thumbWidth: number; quality: number; thumbQuality: number };

type WorkerMessage =
  | { type: 'ready' | 'done' }
  | { type: 'inspected'; pages: number }
  | { type: 'opened'; pages: number; outline: OutlineEntry[] }
  | { type: 'text'; page: number; text: PageText }
  | { type: 'error'; code: PdfReadError['code']; message: string };

const WORKER_URL = new URL('./read-worker.mjs', import.meta.url);
const NO_TEXT: PageText = { width: 1, height: 1, items: [] };

/** A fresh worker per document: all of pdfjs's memory goes away when the document is done. */
function spawn(): Worker {
  // execArgv: [] keeps the tsx loader out of the worker (it only runs plain JavaScript).
  return new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 512 } });
}

/** Delivers the worker's messages one at a time to an async loop, with errors and exits as PdfReadError. */
function messages(worker: Worker) {
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  worker.on('message', (m: WorkerMessage) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (e) => {
    failure = new PdfReadError('unreadable', e.message);
    wake?.();
  });
  worker.on('exit', (code) => {
    failure ??= new PdfReadError('unreadable', `The PDF renderer stopped (exit code ${code})`);
    wake?.();
  });
  return async function next(): Promise<WorkerMessage> {
    for (;;) {
      const m = queue.shift();
      if (m) {
        if (m.type === 'error') throw new PdfReadError(m.code, m.message);
        return m;
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
}

/** Opens the PDF and parses its first page; returns the page count or throws PdfReadError. */
export async function inspectPdf(data: Uint8Array): Promise<{ pages: number }> {
  const worker = spawn();
  const next = messages(worker);
  try {
    const copy = new Uint8Array(data).buffer; // a copy: Buffers may share a pooled ArrayBuffer
    worker.postMessage({ type: 'inspect', data: copy }, [copy]);
    for (;;) {
      const m = await next();
      if (m.type === 'inspected') return { pages: m.pages };
    }
  } finally {
    await worker.terminate();
  }
}

/** Every page's text and the outline, without rendering (pdfjs in the worker): what titles are made from. */
export async function readPdfText(data: Uint8Array): Promise<{ pages: PageText[]; outline: OutlineEntry[] }> {
  const worker = spawn();
  const next = messages(worker);
  try {
    const copy = new Uint8Array(data).buffer; // a copy: Buffers may share a pooled ArrayBuffer
    worker.postMessage({ type: 'text', data: copy }, [copy]);
    const pages: PageText[] = [];
    let outline: OutlineEntry[] = [];
    for (;;) {
      const m = await next();
      if (m.type === 'opened') outline = m.outline;
      else if (m.type === 'text') pages[m.page - 1] = m.text;
      else if (m.type === 'done') return { pages, outline };
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Renders every page, in order, yielding each as it is ready: the images from poppler (rasterize.ts), the text
 * and outline from pdfjs in the worker (for titles). Both stream, a few pages at a time, so memory stays flat
 * whatever the page count.
 */
export async function* renderPdf(
  data: Uint8Array,
  options: RenderOptions,
  onOpen?: (pages: number, outline: OutlineEntry[]) => Promise<void> | void,
): AsyncGenerator<RenderedPage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pathshala-pdf-'));
  const file = path.join(dir, 'input.pdf');
  const worker = spawn();
  const next = messages(worker);
  let rasters: AsyncGenerator<Omit<RenderedPage, 'text'>> | undefined;
  try {
    await writeFile(file, data);
    const copy = new Uint8Array(data).buffer; // a copy: Buffers may share a pooled ArrayBuffer
    worker.postMessage({ type: 'text', data: copy }, [copy]);
    // poppler starts on the first pages while pdfjs loads in the worker.
    rasters = rasterizePdf(file, options);
    const first = rasters.next();
    first.catch(() => {}); // awaited below
    let opened: Extract<WorkerMessage, { type: 'opened' }> | undefined;
    while (!opened) {
      const m = await next();
      if (m.type === 'opened') opened = m;
    }
    await onOpen?.(opened.pages, opened.outline);
    // The worker reads text ahead of poppler's pages; each page takes its own when its image is ready.
    const texts = new Map<number, PageText>();
    let textDone = false;
    const textOf = async (page: number) => {
      while (!texts.has(page) && !textDone) {
        const m = await next();
        if (m.type === 'text') texts.set(m.page, m.text);
        else if (m.type === 'done') textDone = true;
      }
      const text = texts.get(page) ?? NO_TEXT;
      texts.delete(page);
      return text;
    };
    try {
      for (let r = await first; !r.done; r = await rasters.next()) {
        yield { ...r.value, text: await textOf(r.value.page) };
      }
    } catch (error) {
      // A page no slide can show says so itself (its number and size), not 'could not be read'.
      if (error instanceof MissingProgramError || error instanceof PdfReadError || error instanceof PageSizeError) {
        throw error;
      }
      throw new PdfReadError('unreadable', error instanceof Error ? error.message : String(error));
    }
  } finally {
    await rasters?.return(undefined).catch(() => {}); // stops poppler and cwebp if they are still going
    await worker.terminate();
    await rm(dir, { recursive: true, force: true });
  }
}
