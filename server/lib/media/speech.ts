import { runProgram } from './programs';
import { cutWithFade, durationOf, type Pcm, parseWav, resample, trimSilence } from './wav';

/**
 * The espeak-ng voice for a text, by the script most of its letters are in: Devanagari → Hindi, Gurmukhi →
 * Punjabi, anything else (Latin, digits only, empty) → US English.
 */
export function voiceFor(text: string): 'hi' | 'pa' | 'en-us' {
  let devanagari = 0;
  let gurmukhi = 0;
  let other = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x0900 && code <= 0x097f) devanagari++;
    else if (code >= 0x0a00 && code <= 0x0a7f) gurmukhi++;
    else if (/\p{L}/u.test(char)) other++;
  }
  if (devanagari > gurmukhi && devanagari >= other) return 'hi';
  if (gurmukhi > devanagari && gurmukhi >= other) return 'pa';
  return 'en-us';
}

/** The language a video's own words are in (video-words.ts), by voiceFor's rule: 'hi', 'pa', else 'en'. */
export function videoLanguage(text: string): 'en' | 'hi' | 'pa' {
  const voice = voiceFor(text);
  return voice === 'en-us' ? 'en' : voice;
}

/** A calm rate, and the fastest one still easy to follow (words per minute). */
export const CALM_WPM = 160;
export const FASTEST_WPM = 210;
/** atempo past this sounds garbled: the rest is cut instead. */
const MAX_TEMPO = 1.3;

export type SpeechOptions = { maxSeconds: number; sampleRate: number; signal?: AbortSignal };
export type Speech = Pcm & { voice: string; wpm: number; tempo: number; cut: boolean };

/** One espeak-ng run: the text read from standard input (UTF-8), WAV on standard output, silence trimmed. */
async function espeak(text: string, voice: string, wpm: number, signal?: AbortSignal): Promise<Pcm> {
  const args = ['-v', voice, '-s', String(wpm), '-b', '1', '--stdin', '--stdout'];
  const { stdout } = await runProgram('espeak-ng', args, { signal, input: Buffer.from(text, 'utf8') });
  return trimSilence(parseWav(stdout));
}

/** `pcm` played `tempo` times faster with ffmpeg's atempo (pitch kept). */
async function faster(pcm: Pcm, tempo: number, signal?: AbortSignal): Promise<Pcm> {
  const raw = ['-f', 's16le', '-ar', String(pcm.sampleRate), '-ac', '1'];
  const args = ['-hide_banner', '-loglevel', 'error', ...raw, '-i', 'pipe:0', '-af', `atempo=${tempo.toFixed(4)}`];
  const input = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const { stdout } = await runProgram('ffmpeg', [...args, ...raw, 'pipe:1'], { signal, input });
  const samples = new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + (stdout.length & ~1)));
  return { samples, sampleRate: pcm.sampleRate };
}

/**
 * Speaks `text` so that it lasts at most `maxSeconds`: at a calm rate; when longer, again at the rate that fits
 * (up to FASTEST_WPM); still longer, sped up with atempo (up to MAX_TEMPO); as a last resort cut with a short
 * fade. An empty text is no samples.
 */
export async function speak(text: string, options: SpeechOptions): Promise<Speech> {
  const { maxSeconds, sampleRate, signal } = options;
  const voice = voiceFor(text);
  const spoken = text.replace(/\s+/g, ' ').trim();
  if (!spoken) return { samples: new Int16Array(0), sampleRate, voice, wpm: 0, tempo: 1, cut: false };
  let wpm = CALM_WPM;
  let pcm = await espeak(spoken, voice, wpm, signal);
  if (durationOf(pcm) > maxSeconds) {
    // A little under the limit: espeak's length is not exactly proportional to the rate.
    wpm = Math.min(FASTEST_WPM, Math.ceil((CALM_WPM * durationOf(pcm)) / (maxSeconds * 0.97)));
    pcm = await espeak(spoken, voice, wpm, signal);
  }
  let tempo = 1;
  if (durationOf(pcm) > maxSeconds) {
    tempo = Math.min(MAX_TEMPO, durationOf(pcm) / (maxSeconds * 0.98));
    pcm = await faster(pcm, tempo, signal);
  }
  const cut = durationOf(pcm) > maxSeconds;
  if (cut) pcm = cutWithFade(pcm, maxSeconds);
  return { ...resample(pcm, sampleRate), voice, wpm, tempo, cut };
}
