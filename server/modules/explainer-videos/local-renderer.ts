import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { PlannedScene } from './scene-planner';
import { vp8FromWebp, type WebmFrame, writeWebm } from './webm';

export const VIDEO_SIZE = { width: 960, height: 540 } as const;
/** Frames per second: enough for the reveal and progress animations, cheap to encode (all key frames). */
export const VIDEO_FPS = 2;
const FONT = 'PathshalaVideoSans';

// Liberation Sans ships inside pdfjs-dist, so the text renders the same on a machine without system fonts.
let fontsReady = false;
function ensureFonts() {
  if (fontsReady) return;
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), FONT);
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

function wrap(g: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && g.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Points appear one after another, the first after half a second, then one every 1.5 s. */
const revealed = (scene: PlannedScene, sceneTime: number) =>
  scene.points.filter((_, i) => sceneTime >= 0.5 + i * 1.5).length;

type FrameState = { scene: PlannedScene; total: number; sceneTime: number; videoTime: number; duration: number };

function drawFrame(g: SKRSContext2D, { scene, total, sceneTime, videoTime, duration }: FrameState) {
  const { width: w, height: h } = VIDEO_SIZE;
  const [from, to] = PALETTE[(scene.sceneNumber - 1) % PALETTE.length] as readonly [string, string];
  const background = g.createLinearGradient(0, 0, w, h);
  background.addColorStop(0, from);
  background.addColorStop(1, to);
  g.fillStyle = background;
  g.fillRect(0, 0, w, h);
  g.fillStyle = 'rgba(255,255,255,0.08)';
  g.beginPath();
  g.arc(w * 0.85, h * 0.2, h * 0.28, 0, Math.PI * 2);
  g.fill();

  g.fillStyle = 'rgba(255,255,255,0.8)';
  g.font = `20px ${FONT}`;
  g.fillText(`Scene ${scene.sceneNumber} of ${total}`, 48, 56);
  const title = scene.sceneNumber === 1;
  g.fillStyle = '#ffffff';
  g.font = `bold ${title ? 52 : 44}px ${FONT}`;
  let y = title ? h * 0.4 : 150;
  for (const line of wrap(g, scene.heading, w - 96).slice(0, 3)) {
    g.fillText(line, 48, y);
    y += title ? 62 : 54;
  }
  g.font = `${title ? 28 : 30}px ${FONT}`;
  y += 16;
  scene.points.slice(0, revealed(scene, sceneTime)).forEach((point) => {
    for (const [k, line] of wrap(g, point, w - 140)
      .slice(0, 3)
      .entries()) {
      if (!title && k === 0) g.fillText('•', 56, y);
      g.fillText(line, title ? 48 : 88, y);
      y += 40;
    }
    y += 12;
  });

  g.fillStyle = 'rgba(255,255,255,0.25)';
  g.fillRect(0, h - 10, w, 10);
  g.fillStyle = '#facc15';
  g.fillRect(0, h - 10, (w * Math.min(Math.floor(videoTime) + 1, duration)) / duration, 10);
}

export type RenderResult = { video: Uint8Array; mimeType: 'video/webm'; thumbnail: Uint8Array };

/**
 * Renders the planned scenes into a WebM (VP8) of exactly the scenes' total length: frames drawn with
 * @napi-rs/canvas, encoded as lossy WebP (whose payload is a VP8 key frame), muxed by our own writer.
 */
export async function renderScenes(
  scenes: PlannedScene[],
  hooks: { signal?: AbortSignal; onScene?: (sceneNumber: number, done: boolean) => Promise<void> } = {},
): Promise<RenderResult> {
  ensureFonts();
  const canvas = createCanvas(VIDEO_SIZE.width, VIDEO_SIZE.height);
  const g = canvas.getContext('2d');
  const duration = scenes.reduce((sum, s) => sum + s.seconds, 0);
  const frames: WebmFrame[] = [];
  let thumbnail: Uint8Array | undefined;
  let sceneStart = 0;
  let lastKey = '';
  let lastData: Uint8Array | undefined;
  for (const scene of scenes) {
    if (hooks.signal?.aborted) throw new Error('Rendering was interrupted');
    await hooks.onScene?.(scene.sceneNumber, false);
    const count = Math.round(scene.seconds * VIDEO_FPS);
    for (let f = 0; f < count; f++) {
      const sceneTime = f / VIDEO_FPS;
      const videoTime = sceneStart + sceneTime;
      // A frame changes when a point appears or the progress bar moves (each second); repeats reuse the bytes.
      const key = `${scene.sceneNumber}:${revealed(scene, sceneTime)}:${Math.floor(videoTime)}`;
      if (key !== lastKey || !lastData) {
        drawFrame(g, { scene, total: scenes.length, sceneTime, videoTime, duration });
        lastData = vp8FromWebp(await canvas.encode('webp', 80));
        lastKey = key;
      }
      frames.push({ data: lastData, timeMs: Math.round(videoTime * 1000) });
    }
    if (scene.sceneNumber === 1) thumbnail = await canvas.encode('jpeg', 80);
    sceneStart += scene.seconds;
    await hooks.onScene?.(scene.sceneNumber, true);
  }
  const video = writeWebm({ ...VIDEO_SIZE, durationMs: duration * 1000, frames });
  return { video, mimeType: 'video/webm', thumbnail: thumbnail ?? new Uint8Array() };
}
