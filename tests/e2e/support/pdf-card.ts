import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

/**
 * One card of a printed sign-in cards PDF, read back as a person would: its text (poppler's pdftotext) and what
 * its QR code says (the page rendered by poppler's pdftoppm, the card's corner decoded by jsQR). `slot`: the
 * card's place on the first page (0 top left, 1 top right, …; two columns, four rows).
 */
export async function readSignInCard(
  pdfPath: string,
  slot: number,
  /** Where to keep the card as an image, to look at. */
  imagePath?: string,
): Promise<{ text: string; qr: string | null }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'card-'));
  try {
    const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', pdfPath, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', pdfPath, path.join(dir, 'page')]);
    const png = readFileSync(path.join(dir, 'page-1.png'));
    const image = await loadImage(png);
    const width = Math.floor(image.width / 2);
    const height = Math.floor(image.height / 4);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.drawImage(image, -(slot % 2) * width, -Math.floor(slot / 2) * height);
    if (imagePath) writeFileSync(imagePath, canvas.toBuffer('image/png'));
    const pixels = context.getImageData(0, 0, width, height);
    const code = jsQR(new Uint8ClampedArray(pixels.data), width, height);
    return { text, qr: code?.data ?? null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
