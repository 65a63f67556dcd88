import type { TextItem } from './pdf-worker';

const MAX_TITLE_LENGTH = 120;

/**
 * A slide's title from its text: the topmost line set in the largest type (within 10% of it), so a heading
 * wins over body text and, on a page of one size, the first line wins. Empty when the page has no text.
 */
export function slideTitle(items: TextItem[]): string {
  const lines = new Map<number, { size: number; y: number; parts: string[] }>();
  for (const item of items) {
    const text = item.s.replace(/\s+/g, ' ');
    if (!text.trim()) continue;
    // Items on one baseline (within a quarter of their size) form a line.
    const key = Math.round(item.y / Math.max(1, item.h / 4));
    const line = lines.get(key) ?? { size: 0, y: item.y, parts: [] };
    line.size = Math.max(line.size, item.h);
    line.parts.push(text);
    lines.set(key, line);
  }
  const all = [...lines.values()];
  const largest = Math.max(0, ...all.map((line) => line.size));
  const heading = all.filter((line) => line.size >= largest * 0.9).sort((a, b) => b.y - a.y)[0];
  const title = heading?.parts.join('').replace(/\s+/g, ' ').trim() ?? '';
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : title;
}
