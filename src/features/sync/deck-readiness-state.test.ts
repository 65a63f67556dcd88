import { describe, expect, it } from 'vitest';
import type { CourseMaterialSummary } from '#contract/course-materials';
import { type ReadinessRow, stateOf } from './use-deck-readiness';

const server = (version: number) => ({ version, totalSlides: 40, totalBytes: 1_000_000 }) as CourseMaterialSummary;
const device = (version: number) => ({ version, complete: true, cachedSlides: 40 }) as ReadinessRow['device'];
const row = (over: Partial<Omit<ReadinessRow, 'state'>>): Omit<ReadinessRow, 'state'> => ({
  grade: 7,
  classes: [],
  server: server(1),
  device: null,
  progress: null,
  ...over,
});
const progress = { grade: 7, done: 80, total: 80, bytes: 1_000_000 };

describe('where a deck stands on the device while the worker downloads', () => {
  it('one just downloaded is ready, not updating to the version it has (its progress stays until the round ends)', () => {
    expect(stateOf(row({ device: device(1), progress }), true)).toBe('ready');
    // A newer version coming down: the device's old one is kept, and the row says it is downloading.
    expect(stateOf(row({ server: server(2), device: device(1), progress }), true)).toBe('downloading');
    expect(stateOf(row({ progress }), true)).toBe('downloading');
  });

  it('one whose turn has not come waits, and is missing only when no download is under way', () => {
    expect(stateOf(row({}), true)).toBe('queued');
    expect(stateOf(row({}), false)).toBe('missing');
    expect(stateOf(row({ server: null }), true)).toBe('no-deck');
    expect(stateOf(row({ server: undefined }), true)).toBe('unknown');
    expect(stateOf(row({ server: server(2), device: device(1) }), false)).toBe('update');
  });
});
