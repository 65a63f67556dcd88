// Reads PDFs with pdfjs in a worker thread (see pdf-worker.ts and docs/decisions/005 and 015): checks a PDF at
// upload, and gives the text and outline of every page for slide titles. The page images come from poppler
// (rasterize.ts): pdfjs does not draw them any more.
// Plain JavaScript on purpose: the server runs under tsx, whose loader does not reach worker threads, and
// loading pdfjs through that loader costs ~200 MB; here it costs ~25 MB.
// Protocol (messages from the parent):
//   { type: 'inspect', data } → { type: 'inspected', pages } | { type: 'error', … }
//   { type: 'text', data }    → { type: 'opened', pages, outline }, then per page { type: 'text', page, text },
//                                then { type: 'done' } | { type: 'error', … }
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdfjs reads these with fs.readFile in Node: plain directory paths with a trailing separator.
const dirUrl = (dir) => `${path.join(pdfjsRoot, dir)}${path.sep}`;

// The fake worker of pdfjs looks for globalThis.pdfjsWorker before importing one itself.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
const { getDocument, Util } = await import('pdfjs-dist/legacy/build/pdf.min.mjs');

const MAX_TEXT_ITEMS = 400;
const MAX_OUTLINE_ENTRIES = 2000;

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

const round = (n) => Math.round(n * 10) / 10;

/**
 * The page's text for the title heuristic on the parent side (slide-title.ts): the page size in points and
 * items { s, x, y, w, h, f, m } — string, baseline start from the page's top-left corner (y grows downwards),
 * advance width, font size, font id, and m: 1 in a monospaced font (code).
 */
async function textOf(page) {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, , , x, y] = Util.transform(viewport.transform, item.transform);
    const h = Math.hypot(a, b) || item.height;
    const mono = content.styles[item.fontName]?.fontFamily === 'monospace' ? { m: 1 } : {};
    items.push({ s: item.str, x: round(x), y: round(y), w: round(item.width), h: round(h), f: item.fontName, ...mono });
    if (items.length >= MAX_TEXT_ITEMS) break;
  }
  return { width: round(viewport.width), height: round(viewport.height), items };
}

/** The outline (bookmarks) flattened in reading order as { title, page, depth }; [] when absent or broken. */
async function outlineOf(doc) {
  const entries = [];
  const walk = async (items, depth) => {
    for (const item of items ?? []) {
      if (entries.length >= MAX_OUTLINE_ENTRIES) return;
      try {
        const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
        const target = Array.isArray(dest) ? dest[0] : null;
        const index = typeof target === 'number' ? target : target ? await doc.getPageIndex(target) : -1;
        const title = String(item.title ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        if (index >= 0 && title) entries.push({ title, page: index + 1, depth });
      } catch {
        // An entry pointing nowhere is skipped.
      }
      await walk(item.items, depth + 1);
    }
  };
  try {
    await walk(await doc.getOutline(), 0);
  } catch {
    return [];
  }
  return entries;
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

async function text(message) {
  const doc = await open(message.data);
  try {
    parentPort.postMessage({ type: 'opened', pages: doc.numPages, outline: await outlineOf(doc) });
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      parentPort.postMessage({ type: 'text', page: n, text: await textOf(page) });
      page.cleanup();
    }
    parentPort.postMessage({ type: 'done' });
  } finally {
    await doc.destroy();
  }
}

parentPort.on('message', (message) => {
  const run = message.type === 'inspect' ? inspect : text;
  run(message).catch((error) => parentPort.postMessage(errorMessage(error)));
});
parentPort.postMessage({ type: 'ready' });
