import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const HEADER = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by \d{3})\b/;

describe('decision records', () => {
  it('are numbered once each, from 001 without a gap', () => {
    const numbers = records.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(records)('%s opens with its title, then "Date: YYYY-MM-DD · Status: …"', (name) => {
    const [title, blank, header] = readFileSync(join(DIR, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    const match = HEADER.exec(header ?? '');
    expect(match, `line 3 of ${name}: ${header}`).not.toBeNull();
    expect(Number.isNaN(Date.parse(match?.[1] ?? ''))).toBe(false);
  });
});
