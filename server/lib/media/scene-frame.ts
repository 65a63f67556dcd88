import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts, type Image, type SKRSContext2D } from '@napi-rs/canvas';

/** What one still frame of a scene shows: the slide image when there is one, else a card of text. */
export type FrameContent = {
  sceneNumber: number;
  total: number;
  heading: string;
  points: string[];
  label?: string;
  image?: Image | null;
};

const LATIN = 'PathshalaVideoSans';
const INDIC = 'PathshalaVideoIndic';
/** Latin first; Devanagari and Gurmukhi glyphs fall back to Debian's fonts when installed (Hindi, Punjabi cards). */
const FONT = `${LATIN}, ${INDIC}`;
/** Debian's Devanagari and Gurmukhi fonts (fonts-lohit-deva, fonts-lohit-guru; or fonts-noto-core), when present. */
const INDIC_FONTS = [
  '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
  '/usr/share/fonts/truetype/lohit-punjabi/Lohit-Gurmukhi.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansGurmukhi-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansGurmukhi-Bold.ttf',
];

// Liberation Sans ships inside pdfjs-dist, so the text renders the same on a machine without system fonts.
let fontsReady = false;
function ensureFonts() {
  if (fontsReady) return;
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), LATIN);
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), LATIN);
  for (const file of INDIC_FONTS) if (existsSync(file)) GlobalFonts.registerFromPath(file, INDIC);
  fontsReady = true;
}

const PALETTE = [
  ['#1e3a8a', '#2563eb'],
  ['#065f46', '#059669'],
  ['#7c2d12', '#ea580c'],
  ['#581c87', '#9333ea'],
  ['#134e4a', '#0d9488'],
  ['#831843', '#db2777'],
  ['#1e293b', '#475569'],
  ['#713f12', '#ca8a04'],
] as const;
const BAR = 8;

/** `text` cut (with '…') to fit `maxWidth` at the current font. */
function fitWidth(g: SKRSContext2D, text: string, maxWidth: number): string {
  if (g.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** `text` wrapped to `maxWidth`, at most `maxLines` lines, the last ending in '…' when cut. */
export function wrapLines(g: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && g.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => fitWidth(g, l, maxWidth));
  if (lines.length > maxLines && kept.length) {
    const last = kept.length - 1;
    kept[last] = fitWidth(g, `${kept[last]}…`, maxWidth);
  }
  return kept;
}

/** The scene steps along the bottom edge: the ones reached are lit. */
function drawSteps(g: SKRSContext2D, w: number, h: number, sceneNumber: number, total: number) {
  const gap = 4;
  const step = (w - gap * (total - 1)) / total;
  g.fillStyle = 'rgba(0,0,0,0.35)'; // the steps stay visible on a yellow card too
  g.fillRect(0, h - BAR - 2, w, BAR + 2);
  for (let i = 0; i < total; i++) {
    g.fillStyle = i < sceneNumber ? '#facc15' : 'rgba(255,255,255,0.25)';
    g.fillRect(i * (step + gap), h - BAR, step, BAR);
  }
}

function drawCard(g: SKRSContext2D, w: number, h: number, c: FrameContent) {
  const [from, to] = PALETTE[(c.sceneNumber - 1) % PALETTE.length] as readonly [string, string];
  const background = g.createLinearGradient(0, 0, w, h);
  background.addColorStop(0, from);
  background.addColorStop(1, to);
  g.fillStyle = background;
  g.fillRect(0, 0, w, h);
  g.fillStyle = 'rgba(255,255,255,0.08)';
  g.beginPath();
  g.arc(w * 0.85, h * 0.2, h * 0.28, 0, Math.PI * 2);
  g.fill();

  const left = 64;
  const textWidth = w - 2 * left;
  const bottom = h - (c.label ? 96 : 56); // nothing drawn below this but the label and the steps
  g.textBaseline = 'alphabetic';
  g.fillStyle = 'rgba(255,255,255,0.8)';
  g.font = `26px ${FONT}`;
  g.fillText(`Scene ${c.sceneNumber} of ${c.total}`, left, 72);
  const title = c.sceneNumber === 1;
  g.fillStyle = '#ffffff';
  const headingSize = title ? 68 : 56;
  g.font = `bold ${headingSize}px ${FONT}`;
  const heading = wrapLines(g, c.heading, textWidth, title ? 3 : 2);
  let y = title ? Math.max(200, h * 0.42 - ((heading.length - 1) * headingSize) / 2) : 180;
  for (const line of heading) {
    g.fillText(line, left, y);
    y += headingSize * 1.18;
  }
  const size = title ? 36 : 38;
  g.font = `${size}px ${FONT}`;
  y += 20;
  const indent = title ? 0 : 44;
  for (const point of c.points) {
    const lines = wrapLines(g, point, textWidth - indent, 3);
    if (y + size * 1.3 * (lines.length - 1) > bottom) break;
    lines.forEach((line, k) => {
      if (!title && k === 0) g.fillText('•', left + 6, y);
      g.fillText(line, left + indent, y);
      y += size * 1.3;
    });
    y += 16;
  }
  if (c.label) {
    g.fillStyle = 'rgba(255,255,255,0.75)';
    g.font = `22px ${FONT}`;
    g.fillText(fitWidth(g, c.label, textWidth), left, h - BAR - 32);
  }
}

function drawSlide(g: SKRSContext2D, w: number, h: number, image: Image) {
  g.fillStyle = '#0b1120';
  g.fillRect(0, 0, w, h);
  const room = { w, h: h - BAR - 4 };
  const scale = Math.min(room.w / image.width, room.h / image.height);
  const [iw, ih] = [Math.round(image.width * scale), Math.round(image.height * scale)];
  g.imageSmoothingEnabled = true;
  g.imageSmoothingQuality = 'high';
  g.drawImage(image, Math.round((w - iw) / 2), Math.round((room.h - ih) / 2), iw, ih);
}

/** Draws one scene's still frame on `g` (the canvas's whole size). */
export function drawSceneFrame(g: SKRSContext2D, w: number, h: number, content: FrameContent): void {
  ensureFonts();
  const image = content.image;
  if (image && image.width > 0 && image.height > 0) drawSlide(g, w, h, image);
  else drawCard(g, w, h, content);
  drawSteps(g, w, h, content.sceneNumber, content.total);
}
