import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';

/**
 * For tests: reads a WebM independently of the writer (a generic EBML walk), checks the frames' order, and
 * decodes a frame with libwebp (through @napi-rs/canvas) to prove the VP8 data is a real picture. When ffprobe
 * is installed it also asks ffprobe for the duration.
 */
export type WebmInfo = {
  docType: string;
  codec: string;
  width: number;
  height: number;
  durationMs: number;
  frames: number;
  lastFrameEndMs: number;
  decodedFrame: { width: number; height: number };
  ffprobeSeconds: number | null;
};

const MASTER = new Set([0x1a45dfa3, 0x18538067, 0x1654ae6b, 0xae, 0xe0, 0x1f43b675, 0xa0]);

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] as number;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML vint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] as number);
  return { value, length };
}

type Element = { id: number; start: number; end: number };

function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    yield { id: id.value, start: dataStart, end: dataStart + size.value };
    at = dataStart + size.value;
  }
}

const uint = (bytes: Uint8Array, e: Element) => bytes.subarray(e.start, e.end).reduce((n, b) => n * 256 + b, 0);
const str = (bytes: Uint8Array, e: Element) => new TextDecoder().decode(bytes.subarray(e.start, e.end));

export async function inspectWebm(bytes: Uint8Array): Promise<WebmInfo> {
  const info = { docType: '', codec: '', width: 0, height: 0, durationMs: 0, frames: 0, lastFrameEndMs: 0 };
  let scale = 1_000_000;
  let firstFrame: Uint8Array | undefined;
  let previous = -1;
  const walk = (start: number, end: number, clusterTime: number) => {
    for (const e of children(bytes, start, end)) {
      if (e.id === 0x4282) info.docType = str(bytes, e);
      else if (e.id === 0x86) info.codec = str(bytes, e);
      else if (e.id === 0xb0) info.width = uint(bytes, e);
      else if (e.id === 0xba) info.height = uint(bytes, e);
      else if (e.id === 0x2ad7b1) scale = uint(bytes, e);
      else if (e.id === 0x4489)
        info.durationMs = new DataView(bytes.buffer, bytes.byteOffset + e.start, 8).getFloat64(0) * (scale / 1e6);
      else if (e.id === 0x1549a966) walk(e.start, e.end, 0);
      else if (e.id === 0x1f43b675) {
        const time = [...children(bytes, e.start, e.end)].find((c) => c.id === 0xe7);
        walk(e.start, e.end, time ? uint(bytes, time) : 0);
      } else if (e.id === 0xa3 || e.id === 0xa1) {
        const relative = new DataView(bytes.buffer, bytes.byteOffset + e.start + 1, 2).getInt16(0);
        const at = clusterTime + relative;
        if (at <= previous) throw new Error(`frame at ${at} ms is not after ${previous} ms`);
        previous = at;
        info.frames++;
        info.lastFrameEndMs = at;
        firstFrame ??= bytes.subarray(e.start + 4, e.end);
      } else if (e.id === 0x9b) info.lastFrameEndMs += uint(bytes, e);
      else if (MASTER.has(e.id)) walk(e.start, e.end, clusterTime);
    }
  };
  walk(0, bytes.length, 0);
  if (!firstFrame) throw new Error('no video frames');
  const image = await loadImage(Buffer.from(webpOf(firstFrame)));
  return { ...info, decodedFrame: { width: image.width, height: image.height }, ffprobeSeconds: ffprobe(bytes) };
}

/** A VP8 key frame wrapped back into a simple lossy WebP. */
function webpOf(vp8: Uint8Array): Uint8Array {
  const pad = vp8.length & 1;
  const out = new Uint8Array(20 + vp8.length + pad);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('RIFF'), 0);
  view.setUint32(4, 12 + vp8.length + pad, true);
  out.set(new TextEncoder().encode('WEBPVP8 '), 8);
  view.setUint32(16, vp8.length, true);
  out.set(vp8, 20);
  return out;
}

function ffprobe(bytes: Uint8Array): number | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webm-'));
  try {
    const file = path.join(dir, 'video.webm');
    writeFileSync(file, bytes);
    const run = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    });
    if (run.error || run.status !== 0) return null;
    return Number(run.stdout.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
