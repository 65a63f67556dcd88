export type Cue = { start: number; end: number; text: string };

/** 'HH:MM:SS.mmm' for a time in seconds. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const escapeText = (text: string) =>
  text.replace(/\s+/g, ' ').trim().replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A WebVTT file of the cues, numbered from 1, in the order given. */
export function webvtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${escapeText(cue.text)}`,
  );
  return `${['WEBVTT', ...blocks].join('\n\n')}\n`;
}
