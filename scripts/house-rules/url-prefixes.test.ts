import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const app = readFileSync(join(import.meta.dirname, '../../server/app.ts'), 'utf8');

it('mounts each API URL prefix once (a nested path is a thin route in its prefix’s router)', () => {
  const prefixes = [...app.matchAll(/api\.route\('([^']+)'/g)].map((match) => match[1]);
  expect(prefixes.length).toBeGreaterThan(15);
  expect(prefixes.filter((prefix, index) => prefixes.indexOf(prefix) !== index)).toEqual([]);
  expect(prefixes.filter((prefix) => prefix === '/' || prefix?.slice(1).includes('/'))).toEqual([]);
});
