// PDF → WebP renderer, run in a worker thread (see pdf-worker.ts and
// docs/decisions/005-pdf-conversion-worker-and-deck-versions.md).
// Plain JavaScript on purpose: the server runs under tsx, whose loader does not reach worker threads, and
// loading pdfjs through that loader costs ~200 MB; here it costs ~25 MB.
// Protocol (messages from the parent):
//   { type: 'inspect', data }                      → { type: 'inspected', pages } | { type: 'error', … }
//   { type: 'convert', data, width, thumbWidth, quality, thumbQuality, ahead }
//       → { type: 'opened', pages }, then per page { type: 'page', page, full, thumb, width, height, text },
//         then { type: 'done' } | { type: 'error', … }; the parent answers each page with { type: 'ack' }.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdfjs reads these with fs.readFile in Node: plain directory paths with a trailing separator.
const dirUrl = (dir) => `${path.join(pdfjsRoot, dir)}${path.sep}`;

// The fake worker of pdfjs looks for globalThis.pdfjsWorker before importing one itself.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.min.mjs');

const MAX_TEXT_ITEMS = 300;
let acked = 0; // pages the parent has stored: rendering stays at most `ahead` pages in front
let onAck = () => {};

async function open(data) {
  const task = getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: dirUrl('standard_fonts'),
    cMapUrl: dirUrl('cmaps'),
    cMapPacked: true,
    wasmUrl: dirUrl('wasm'),
    iccUrl: dirUrl('iccs'),
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  return task.promise;
}

function errorMessage(error) {
  const name = error?.name ?? '';
  if (name === 'PasswordException') return { type: 'error', code: 'password', message: String(error.message) };
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException') {
    return { type: 'error', code: 'invalid', message: String(error.message) };
  }
  return { type: 'error', code: 'unreadable', message: String(error?.message ?? error) };
}

/** Text items as { s, h, y } (string, font size, baseline) for the title heuristic on the parent side. */
async function textOf(page) {
  const content = await page.getTextContent();
  const items = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [a, b, c, d, , y] = item.transform;
    items.push({ s: item.str, h: Math.round(Math.max(Math.hypot(a, b), Math.hypot(c, d), item.height) * 10) / 10, y });
    if (items.length >= MAX_TEXT_ITEMS) break;
  }
  return items;
}

async function inspect(message) {
  const doc = await open(message.data);
  try {
    // Parsing the first page catches most damaged files before anything is stored.
    const page = await doc.getPage(1);
    await page.getOperatorList();
    parentPort.postMessage({ type: 'inspected', pages: doc.numPages });
  } finally {
    await doc.destroy();
  }
}

async function convert(message) {
  const { width, thumbWidth, quality, thumbQuality } = message;
  const ahead = message.ahead ?? 3;
  const doc = await open(message.data);
  try {
    parentPort.postMessage({ type: 'opened', pages: doc.numPages });
    // Two canvas pairs: page n renders while page n-1 is still being encoded on the libuv pool.
    const slots = [{}, {}];
    for (let n = 1; n <= doc.numPages; n++) {
      const slot = slots[n % 2];
      await slot.pending;
      while (n - 1 - acked >= ahead) await new Promise((resolve) => (onAck = resolve));
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const w = Math.round(viewport.width);
      const h = Math.max(1, Math.round(viewport.height));
      if (!slot.canvas || slot.canvas.width !== w || slot.canvas.height !== h) slot.canvas = createCanvas(w, h);
      const ctx = slot.canvas.getContext('2d');
      await page.render({ canvas: slot.canvas, canvasContext: ctx, viewport }).promise;
      const th = Math.max(1, Math.round((thumbWidth * h) / w));
      if (!slot.thumb || slot.thumb.width !== thumbWidth || slot.thumb.height !== th)
        slot.thumb = createCanvas(thumbWidth, th);
      const thumbCtx = slot.thumb.getContext('2d');
      thumbCtx.imageSmoothingQuality = 'high';
      thumbCtx.drawImage(slot.canvas, 0, 0, thumbWidth, th);
      const text = await textOf(page);
      page.cleanup();
      const number = n;
      slot.pending = Promise.all([slot.canvas.encode('webp', quality), slot.thumb.encode('webp', thumbQuality)]).then(
        ([full, thumb]) => {
          const fullBuf = full.buffer.slice(full.byteOffset, full.byteOffset + full.byteLength);
          const thumbBuf = thumb.buffer.slice(thumb.byteOffset, thumb.byteOffset + thumb.byteLength);
          parentPort.postMessage(
            { type: 'page', page: number, full: fullBuf, thumb: thumbBuf, width: w, height: h, text },
            [fullBuf, thumbBuf],
          );
        },
      );
    }
    await Promise.all(slots.map((slot) => slot.pending));
    parentPort.postMessage({ type: 'done' });
  } finally {
    await doc.destroy();
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'ack') {
    acked += 1;
    onAck();
    return;
  }
  const run = message.type === 'inspect' ? inspect : convert;
  run(message).catch((error) => parentPort.postMessage(errorMessage(error)));
});
parentPort.postMessage({ type: 'ready' });
