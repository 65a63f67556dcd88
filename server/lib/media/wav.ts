/** 16-bit mono PCM: what espeak-ng writes and what the video's audio track is built from. */
export type Pcm = { samples: Int16Array; sampleRate: number };

/**
 * Reads a 16-bit PCM WAV (any channel count; the first channel is kept). espeak-ng's `--stdout` writes an
 * unknown length in the header, so the data runs to the end of the file whatever its header says.
 */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let at = 12;
  let channels = 1;
  let sampleRate = 0;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      const format = view.getUint16(at + 8, true);
      channels = view.getUint16(at + 10, true);
      sampleRate = view.getUint32(at + 12, true);
      const bits = view.getUint16(at + 22, true);
      if (format !== 1 || bits !== 16) throw new Error(`WAV format ${format}/${bits} bits is not 16-bit PCM`);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const start = at + 8;
      const end = Math.min(bytes.length, start + size);
      const frames = Math.floor((end - start) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(start + i * 2 * channels, true);
      return { samples, sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** A mono 16-bit PCM WAV file of `pcm`. */
export function wavBytes({ samples, sampleRate }: Pcm): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  const data = Buffer.from(samples.buffer, samples.byteOffset, dataBytes);
  return Buffer.concat([header, data]);
}

/** Drops the silence before the first and after the last sound (|sample| above `threshold`), keeping `padMs`. */
export function trimSilence(pcm: Pcm, threshold = 300, padMs = 30): Pcm {
  const { samples, sampleRate } = pcm;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) <= threshold) first++;
  if (first === samples.length) return { samples: new Int16Array(0), sampleRate };
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) <= threshold) last--;
  const pad = Math.round((padMs / 1000) * sampleRate);
  return { samples: samples.slice(Math.max(0, first - pad), Math.min(samples.length, last + 1 + pad)), sampleRate };
}

/** `pcm` at another sample rate (linear interpolation: speech only, already band-limited by espeak-ng). */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const out = new Int16Array(Math.floor(pcm.samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const x = i * ratio;
    const j = Math.floor(x);
    const a = pcm.samples[j] ?? 0;
    const b = pcm.samples[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (x - j));
  }
  return { samples: out, sampleRate };
}

/** Cuts `pcm` to `seconds`, fading the last `fadeMs` out so that the cut doesn't click. */
export function cutWithFade(pcm: Pcm, seconds: number, fadeMs = 150): Pcm {
  const length = Math.min(pcm.samples.length, Math.round(seconds * pcm.sampleRate));
  const samples = pcm.samples.slice(0, length);
  const fade = Math.min(length, Math.round((fadeMs / 1000) * pcm.sampleRate));
  for (let i = 0; i < fade; i++) {
    const k = length - fade + i;
    samples[k] = Math.round((samples[k] ?? 0) * (1 - (i + 1) / fade));
  }
  return { samples, sampleRate: pcm.sampleRate };
}

export const durationOf = (pcm: Pcm) => pcm.samples.length / pcm.sampleRate;
