import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meanVolume, type Probe, probeMedia } from '#server/lib/media/probe';
import { mediaMissingMessage, missingMediaPrograms } from '#server/lib/media/programs';
import { speak, voiceFor } from '#server/lib/media/speech';
import { type RenderResult, renderScenes, VIDEO_FPS, VIDEO_SIZE } from './local-renderer';
import type { PlannedScene } from './scene-planner';

const HINDI = 'प्रकाश संश्लेषण पौधों का भोजन बनाने का तरीका है';
const ENGLISH =
  'Green leaves use sunlight, water and carbon dioxide to make sugar, and they give out the oxygen we breathe.';
const SLIDE_RGB = [200, 30, 40];

/** A slide image as the converter stores it: WebP, 1600 px wide, a solid red body under a white title bar. */
async function slideWebp(): Promise<Uint8Array> {
  const canvas = createCanvas(1600, 900);
  const g = canvas.getContext('2d');
  g.fillStyle = `rgb(${SLIDE_RGB.join(',')})`;
  g.fillRect(0, 0, 1600, 900);
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 1600, 120);
  return canvas.encode('webp', 80);
}

const scene = (n: number, extra: Partial<PlannedScene>): PlannedScene => ({
  sceneNumber: n,
  heading: `Scene ${n}`,
  points: ['A point'],
  prompt: 'Explain photosynthesis',
  seconds: 8,
  narration: '',
  ...extra,
});
const slide = (key: string) => ({ classNumber: 7, slideNumber: 1, title: 'Leaves', imageKey: key });
const SCENES: PlannedScene[] = [
  scene(1, { narration: ENGLISH, slide: slide('slides/a.webp') }),
  scene(2, { heading: 'A card & <more>', points: ['One', 'Two'], narration: '', label: 'From your prompt' }),
  scene(3, { narration: 'The <second> slide & its words.', slide: slide('slides/b.webp') }),
  scene(4, { heading: 'प्रकाश संश्लेषण', points: ['पौधों का भोजन'], narration: HINDI }),
];

const work = mkdtempSync(path.join(os.tmpdir(), 'pathshala-renderer-test-'));
const file = path.join(work, 'video.mp4');
// The renderings of this file make their temp folders under a folder of its own (os.tmpdir() reads TMPDIR at each
// call): a video another test file renders at the same time must not be counted as one this file left behind.
const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'pathshala-renderer-tmp-'));
process.env.TMPDIR = tempRoot;
const ours = () => readdirSync(tempRoot).filter((name) => name.startsWith('pathshala-video-'));
/** The programs this process started that still run. */
const children = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return { name: /\((.*)\)/.exec(stat)?.[1] ?? '', ppid: Number(stat.split(') ')[1]?.split(' ')[1]) };
      } catch {
        return { name: '', ppid: 0 };
      }
    })
    .filter((p) => p.ppid === process.pid && /ffmpeg|espeak/.test(p.name));

/** The RGB of the frame at `seconds`, at the centre of the picture. */
function centre(seconds: number): number[] {
  const args = ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-vf', 'scale=16:9'];
  const rgb = execFileSync('ffmpeg', [...args, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  const at = (4 * 16 + 8) * 3;
  return [rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0];
}

let result: RenderResult;
let probe: Probe;
const calls: [number, boolean][] = [];
const readKeys: string[] = [];

beforeAll(async () => {
  const image = await slideWebp();
  result = await renderScenes(SCENES, {
    onScene: async (n, done) => {
      calls.push([n, done]);
    },
    readImage: async (key) => {
      readKeys.push(key);
      return image;
    },
  });
  writeFileSync(file, result.video);
  probe = await probeMedia(file);
}, 60_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(tempRoot, { recursive: true, force: true });
});

describe('renderScenes (ffmpeg + espeak-ng)', () => {
  it('makes a 1280×720 25 fps H.264 + AAC MP4 exactly as long as its scenes', () => {
    expect(result.mimeType).toBe('video/mp4');
    expect(VIDEO_SIZE).toEqual({ width: 1280, height: 720 });
    expect(probe.formatName).toContain('mp4');
    const video = probe.streams.filter((s) => s.codec_type === 'video');
    const audio = probe.streams.filter((s) => s.codec_type === 'audio');
    expect(video).toHaveLength(1);
    expect(audio).toHaveLength(1);
    expect(video[0]).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
    expect(video[0]?.avg_frame_rate).toBe(`${VIDEO_FPS}/1`);
    expect(['Main', 'High']).toContain(video[0]?.profile);
    expect(audio[0]?.codec_name).toBe('aac');
    for (const duration of [probe.duration, video[0]?.duration, audio[0]?.duration]) {
      expect(Math.abs((duration ?? 0) - 32)).toBeLessThanOrEqual(0.15);
    }
    // faststart: the index (moov) comes before the media data (mdat)
    const head = Buffer.from(result.video.subarray(0, 64 * 1024)).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
  });

  it('speaks each narration in its scene and is silent where there is none', async () => {
    expect(await meanVolume(file, 1, 5)).toBeGreaterThan(-60); // English, scene 1
    expect(await meanVolume(file, 8.5, 7)).toBeLessThan(-80); // '' narration, scene 2
    expect(await meanVolume(file, 24.5, 3)).toBeGreaterThan(-60); // Hindi, scene 4
  });

  it('shows the slide image in slide scenes and a card otherwise, fading through black between scenes', () => {
    const [r, g, b] = centre(4);
    expect(Math.abs((r ?? 0) - (SLIDE_RGB[0] ?? 0))).toBeLessThan(30);
    expect(g).toBeLessThan(70);
    expect(b).toBeLessThan(80);
    expect(centre(12)).not.toEqual(centre(4)); // the card
    expect(Math.max(...centre(0))).toBeLessThan(30); // faded in from black
    expect(readKeys).toEqual(['slides/a.webp', 'slides/b.webp']);
  });

  it('returns WebVTT captions of the narrations, each inside its scene', () => {
    const lines = result.captions.split('\n');
    expect(lines[0]).toBe('WEBVTT');
    const cues = [
      ...result.captions.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)/g),
    ].map((m) => {
      const t = (i: number) => Number(m[i]) * 3600 + Number(m[i + 1]) * 60 + Number(m[i + 2]) + Number(m[i + 3]) / 1000;
      return { start: t(1), end: t(5), text: m[9] };
    });
    expect(cues.map((c) => c.text)).toEqual([ENGLISH, 'The &lt;second&gt; slide &amp; its words.', HINDI]);
    for (const [cue, sceneIndex] of [0, 2, 3].map((s, i) => [cues[i], s] as const)) {
      expect(cue?.start).toBeGreaterThanOrEqual(sceneIndex * 8);
      expect(cue?.end).toBeGreaterThan(cue?.start ?? 0);
      expect(cue?.end).toBeLessThanOrEqual(sceneIndex * 8 + 8);
    }
    expect((cues[0]?.end ?? 0) - (cues[0]?.start ?? 0)).toBeGreaterThan(3); // a 20-word sentence takes seconds
  });

  it('returns a JPEG thumbnail and reports each scene starting and finishing, in order', () => {
    expect([...result.thumbnail.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(calls).toEqual([1, 2, 3, 4].flatMap((n) => [[n, false] as const, [n, true] as const]));
  });

  it('falls back to a card when the slide image is gone or not an image', async () => {
    for (const bytes of [null, new Uint8Array([1, 2, 3])]) {
      const card = await renderScenes([scene(1, { seconds: 2, slide: slide('gone') })], {
        readImage: async () => bytes,
      });
      writeFileSync(file, card.video);
      expect(centre(1)).not.toEqual(SLIDE_RGB);
      expect(Math.abs((await probeMedia(file)).duration - 2)).toBeLessThanOrEqual(0.15);
    }
  });

  it('stops when aborted: rejects, ends its programs and leaves no temp folder', async () => {
    const before = ours();
    const controller = new AbortController();
    const started = renderScenes(SCENES, {
      signal: controller.signal,
      onScene: async () => {
        setTimeout(() => controller.abort(new Error('Shutting down')), 150);
      },
    });
    await expect(started).rejects.toThrow('Shutting down');
    expect(ours()).toEqual(before);
    expect(children()).toEqual([]);
    await expect(renderScenes(SCENES, { signal: AbortSignal.abort() })).rejects.toThrow();
    const broken = renderScenes(SCENES, {
      readImage: async (key) => {
        if (key === 'slides/b.webp') throw new Error('The blob store is down');
        return null;
      },
    });
    await expect(broken).rejects.toThrow('The blob store is down');
    expect(ours()).toEqual(before);
    expect(children()).toEqual([]);
  });
});

describe('media programs', () => {
  it('finds ffmpeg, ffprobe and espeak-ng here, and names what is missing with its package', async () => {
    expect(await missingMediaPrograms()).toEqual([]);
    expect(mediaMissingMessage(['ffprobe', 'espeak-ng'])).toBe(
      'Video generation needs ffprobe and espeak-ng on the server: apt-get install -y ffmpeg espeak-ng',
    );
  });
});

describe('narration', () => {
  it('picks the voice by the script of the text', () => {
    expect(voiceFor('Photosynthesis makes food')).toBe('en-us');
    expect(voiceFor(HINDI)).toBe('hi');
    expect(voiceFor('ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ ਪੌਦਿਆਂ ਦਾ ਭੋਜਨ ਹੈ')).toBe('pa');
    expect(voiceFor('The word प्रकाश means light in Hindi')).toBe('en-us');
    expect(voiceFor('')).toBe('en-us');
  });

  it('fits a long narration into the scene: faster, then sped up or cut', async () => {
    const long = `${ENGLISH} ${ENGLISH} ${ENGLISH}`;
    const speech = await speak(long, { maxSeconds: 7.4, sampleRate: 22050 });
    expect(speech.samples.length / speech.sampleRate).toBeLessThanOrEqual(7.4);
    expect(speech.wpm).toBe(210);
    const calm = await speak('Plants make food.', { maxSeconds: 7.4, sampleRate: 22050 });
    expect(calm).toMatchObject({ wpm: 160, tempo: 1, cut: false, voice: 'en-us' });
    expect(calm.samples.length).toBeGreaterThan(0.5 * 22050);
  });
});
