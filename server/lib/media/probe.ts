import { runProgram } from './programs';

export type ProbeStream = {
  index: number;
  codec_type: 'video' | 'audio' | string;
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  /** Seconds, as ffprobe reports for the stream. */
  duration: number;
  bit_rate?: number;
};
export type Probe = { streams: ProbeStream[]; duration: number; formatName: string; bytes: number };

/** What ffprobe says about a media file: its streams and the container's duration (seconds). */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<Probe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file];
  const { stdout } = await runProgram('ffprobe', args, { signal });
  const json = JSON.parse(stdout.toString()) as {
    streams?: Record<string, unknown>[];
    format?: { duration?: string; format_name?: string; size?: string };
  };
  const streams = (json.streams ?? []).map(
    (s) =>
      ({
        ...s,
        duration: Number(s.duration ?? Number.NaN),
        bit_rate: s.bit_rate === undefined ? undefined : Number(s.bit_rate),
      }) as ProbeStream,
  );
  return {
    streams,
    duration: Number(json.format?.duration ?? Number.NaN),
    formatName: json.format?.format_name ?? '',
    bytes: Number(json.format?.size ?? 0),
  };
}

/** The mean volume (dB, -91 for digital silence) of `seconds` of a file's audio from `start`, by volumedetect. */
export async function meanVolume(file: string, start: number, seconds: number, signal?: AbortSignal): Promise<number> {
  const args = ['-hide_banner', '-nostats', '-ss', String(start), '-t', String(seconds), '-i', file];
  const { stderr } = await runProgram('ffmpeg', [...args, '-vn', '-af', 'volumedetect', '-f', 'null', '-'], { signal });
  const match = /mean_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  if (!match?.[1]) return -91;
  return match[1] === '-inf' ? -91 : Number(match[1]);
}
