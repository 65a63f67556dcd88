import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProgram } from './programs';

/**
 * H.264 in MP4 that plays everywhere (iOS Safari, Android, desktop): High profile, yuv420p, BT.709 limited
 * range, closed GOPs (x264's default) of at most 4 s. Every segment of a video is encoded with these same
 * settings, so that the concat demuxer can join them without encoding again. `stillimage` suits frames that
 * don't move but fade; veryfast keeps a 720p scene to about a second of CPU on this machine.
 */
export const H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-tune',
  'stillimage',
  '-profile:v',
  'high',
  '-crf',
  '23',
  '-g',
  '100',
  '-pix_fmt',
  'yuv420p',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
];
/** AAC-LC, mono, at the narration's own rate (22.05 kHz plays everywhere; resampling to 44.1 kHz doubled the cost). */
export const AAC_ARGS = ['-c:a', 'aac', '-b:a', '96k', '-ac', '1'];
const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

export type StillSegment = {
  /** The frame: width × height RGBA pixels (what @napi-rs/canvas's `canvas.data()` gives). */
  rgba: Uint8Array;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** Fade in from and out to black over this many seconds; 0 for none. */
  fade: number;
  out: string;
  signal?: AbortSignal;
};

/**
 * Encodes one still frame held for `seconds` (exactly seconds × fps frames) as a video-only MP4 segment.
 * The frame is converted to YUV once and then repeated (the loop filter), so the cost is x264's alone.
 */
export async function encodeStillSegment(segment: StillSegment): Promise<void> {
  const { width, height, fps, seconds, fade, out, signal } = segment;
  const frames = Math.round(seconds * fps);
  const filters = [
    'scale=out_color_matrix=bt709:out_range=tv',
    'format=yuv420p',
    `loop=loop=${frames - 1}:size=1:start=0`,
  ];
  if (fade > 0) {
    const d = fade.toFixed(3);
    filters.push(`fade=t=in:st=0:d=${d}`, `fade=t=out:st=${(frames / fps - fade).toFixed(3)}:d=${d}`);
  }
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0'];
  const args = [...QUIET, ...input, '-vf', filters.join(','), '-frames:v', String(frames), '-r', String(fps)];
  await runProgram('ffmpeg', [...args, ...H264_ARGS, '-an', out], { signal, input: segment.rgba });
}

/**
 * Joins video-only segments (same encoder settings) without encoding them again and adds the WAV as AAC:
 * the finished MP4 with its index at the front (faststart) for playback while it downloads.
 */
export async function joinSegments(opts: {
  segments: string[];
  wav: string;
  out: string;
  signal?: AbortSignal;
}): Promise<void> {
  const list = path.join(path.dirname(opts.out), 'segments.txt');
  const quote = (file: string) => `'${file.replaceAll("'", "'\\''")}'`;
  await writeFile(list, opts.segments.map((file) => `file ${quote(file)}\n`).join(''));
  const inputs = ['-f', 'concat', '-safe', '0', '-i', list, '-i', opts.wav];
  const args = [...QUIET, ...inputs, '-map', '0:v:0', '-map', '1:a:0', '-c:v', 'copy', ...AAC_ARGS];
  await runProgram('ffmpeg', [...args, '-movflags', '+faststart', opts.out], { signal: opts.signal });
}
