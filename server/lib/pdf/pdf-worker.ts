import { Worker } from 'node:worker_threads';

/** Why a PDF could not be read: protected by a password, not a PDF structure, or failing otherwise. */
export class PdfReadError extends Error {
  constructor(
    readonly code: 'password' | 'invalid' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

export type TextItem = { s: string; h: number; y: number };
export type RenderedPage = {
  page: number;
  full: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  text: TextItem[];
};
export type RenderOptions = { width: number; thumbWidth: number; quality: number; thumbQuality: number };

type WorkerMessage =
  | { type: 'ready' | 'done' }
  | { type: 'inspected' | 'opened'; pages: number }
  | ({ type: 'page' } & Omit<RenderedPage, 'full' | 'thumb'> & { full: ArrayBuffer; thumb: ArrayBuffer })
  | { type: 'error'; code: PdfReadError['code']; message: string };

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

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

/**
 * Renders every page, one at a time, yielding each as it is ready. The worker renders at most a few pages
 * ahead of the consumer, so memory stays flat whatever the page count.
 */
export async function* renderPdf(
  data: Uint8Array,
  options: RenderOptions,
  onOpen?: (pages: number) => Promise<void> | void,
): AsyncGenerator<RenderedPage> {
  const worker = spawn();
  const next = messages(worker);
  try {
    const copy = new Uint8Array(data).buffer; // a copy: Buffers may share a pooled ArrayBuffer
    worker.postMessage({ type: 'convert', data: copy, ...options, ahead: 3 }, [copy]);
    for (;;) {
      const m = await next();
      if (m.type === 'opened') await onOpen?.(m.pages);
      else if (m.type === 'done') return;
      else if (m.type === 'page') {
        yield { ...m, full: new Uint8Array(m.full), thumb: new Uint8Array(m.thumb) };
        worker.postMessage({ type: 'ack' });
      }
    }
  } finally {
    await worker.terminate();
  }
}
