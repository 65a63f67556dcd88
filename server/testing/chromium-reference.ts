import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium';

/**
 * The reference renderer of the fidelity test (docs/decisions/015): pdfjs drawing on a real browser canvas in
 * Debian's chromium — another parser and another rasteriser than poppler, which makes the slides, and with the
 * SVG filters pdfjs needs for soft masks, which Node lacks. Test support only.
 */
const ORIGIN = 'http://pdfjs.test';
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.html': 'text/html', '.wasm': 'application/wasm' };

export class PdfjsInChromium {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async start(): Promise<PdfjsInChromium> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    return new PdfjsInChromium(browser, page);
  }

  /** Opens a PDF; returns its page count. */
  async open(pdf: Uint8Array): Promise<number> {
    await this.page.unrouteAll();
    await this.page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/')
        return route.fulfill({ body: '<!doctype html><title>pdfjs</title>', contentType: 'text/html' });
      if (url.pathname === '/doc.pdf') return route.fulfill({ body: Buffer.from(pdf), contentType: 'application/pdf' });
      // The modern build for the browser; cMaps, fonts and wasm from the same package.
      const file = path.join(pdfjsRoot, url.pathname.startsWith('/build/') ? '' : 'build', url.pathname);
      if (!file.startsWith(pdfjsRoot)) return route.abort();
      const body = await readFile(file).catch(() => null);
      if (!body) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    });
    await this.page.goto(`${ORIGIN}/`);
    // A string, not a function: vitest would rewrite the dynamic import inside a function for Node.
    return this.page.evaluate(`(async () => {
      const origin = ${JSON.stringify(ORIGIN)};
      const pdfjs = await import(origin + '/build/pdf.min.mjs');
      pdfjs.GlobalWorkerOptions.workerSrc = origin + '/build/pdf.worker.min.mjs';
      const doc = await pdfjs.getDocument({
        url: origin + '/doc.pdf',
        cMapUrl: origin + '/cmaps/',
        cMapPacked: true,
        standardFontDataUrl: origin + '/standard_fonts/',
        wasmUrl: origin + '/wasm/',
        iccUrl: origin + '/iccs/',
      }).promise;
      globalThis.doc = doc;
      return doc.numPages;
    })()`) as Promise<number>;
  }

  /** Renders page `n` of the open PDF at exactly width × height; returns RGBA pixels. */
  async render(n: number, width: number, height: number): Promise<Uint8Array> {
    const base64 = await this.page.evaluate(
      async ({ n, width, height }) => {
        const doc = (globalThis as any).doc; // pdfjs's types are not loaded in the page
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / base.width });
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, width, height);
        const stretch = height / viewport.height; // poppler rounds the height its own way
        await page.render({ canvasContext: ctx, canvas, viewport, transform: [1, 0, 0, stretch, 0, 0] }).promise;
        page.cleanup();
        const rgba = ctx.getImageData(0, 0, width, height).data;
        let binary = '';
        for (let i = 0; i < rgba.length; i += 0x8000) {
          binary += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      },
      { n, width, height },
    );
    return new Uint8Array(Buffer.from(base64, 'base64'));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
