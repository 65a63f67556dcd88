import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './import-graph';

const root = join(import.meta.dirname, '../..');
const MAX_LINES = 300;
/** Written by a tool, or a test's long table of cases: rule 9 is about the code people read to change the app. */
const EXEMPT = /\.(test|spec)\.tsx?$|\.gen\.ts$|^server\/testing\//;

it(`keeps every file of the app under ${MAX_LINES + 1} lines (ARCHITECTURE.md §4 rule 9: split past ${MAX_LINES})`, () => {
  const long = sourceFiles(root, ['contract', 'src', 'server'])
    .filter((file) => !EXEMPT.test(file))
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
