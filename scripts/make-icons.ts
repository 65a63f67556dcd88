/**
 * Draws the app icons (any and maskable, 192 and 512 px), the Apple touch icon and two manifest screenshots
 * into public/icons with @napi-rs/canvas. Run once after changing the design: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';

const BLUE = '#1c7ed6';

function icon(size: number, maskable: boolean) {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BLUE;
  if (maskable) ctx.fillRect(0, 0, size, size);
  else {
    const r = size * 0.22;
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, r);
    ctx.fill();
  }
  // A slide on an easel: the mark stays inside the maskable safe zone (the middle 80 %).
  const s = size * (maskable ? 0.5 : 0.62);
  const x = (size - s) / 2;
  const y = (size - s * 0.8) / 2;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x, y, s, s * 0.62, s * 0.06);
  ctx.fill();
  ctx.fillStyle = BLUE;
  ctx.fillRect(x + s * 0.12, y + s * 0.14, s * 0.5, s * 0.08);
  ctx.fillRect(x + s * 0.12, y + s * 0.3, s * 0.7, s * 0.06);
  ctx.fillRect(x + s * 0.12, y + s * 0.42, s * 0.6, s * 0.06);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = s * 0.06;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(size / 2, y + s * 0.62);
  ctx.lineTo(size / 2 - s * 0.2, y + s * 0.8);
  ctx.moveTo(size / 2, y + s * 0.62);
  ctx.lineTo(size / 2 + s * 0.2, y + s * 0.8);
  ctx.stroke();
  return canvas.toBuffer('image/png');
}

function screenshot(width: number, height: number, label: string) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f1f3f5';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = BLUE;
  ctx.fillRect(0, 0, width, Math.round(height * 0.08));
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(height * 0.035)}px sans-serif`;
  ctx.fillText('Pathshala', width * 0.04, height * 0.055);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(width * 0.08, height * 0.16, width * 0.84, height * 0.62);
  ctx.fillStyle = '#212529';
  ctx.font = `bold ${Math.round(height * 0.05)}px sans-serif`;
  ctx.fillText(label, width * 0.12, height * 0.3);
  return canvas.toBuffer('image/png');
}

writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, false));
writeFileSync('public/icons/maskable-192.png', icon(192, true));
writeFileSync('public/icons/maskable-512.png', icon(512, true));
writeFileSync('public/icons/apple-touch-icon.png', icon(180, true));
writeFileSync('public/icons/screenshot-wide.png', screenshot(1280, 720, 'Teach the class, online or offline'));
writeFileSync('public/icons/screenshot-narrow.png', screenshot(720, 1280, 'Your class, on your phone'));
console.log('icons written to public/icons');
