import { describe, expect, it } from 'vitest';
import { slideTitle } from './slide-title';

describe('slideTitle', () => {
  it('takes the line set in the largest type, joining its pieces', () => {
    expect(
      slideTitle([
        { s: 'Body text first', h: 18, y: 500 },
        { s: 'What is ', h: 36, y: 420 },
        { s: 'AI?', h: 36, y: 420 },
        { s: 'Footer', h: 10, y: 20 },
      ]),
    ).toBe('What is AI?');
  });

  it('takes the topmost line when the page has one size', () => {
    expect(
      slideTitle([
        { s: 'Second', h: 20, y: 300 },
        { s: 'First', h: 20, y: 400 },
      ]),
    ).toBe('First');
  });

  it('is empty without text and shortens very long titles', () => {
    expect(slideTitle([])).toBe('');
    expect(slideTitle([{ s: '   ', h: 30, y: 10 }])).toBe('');
    expect(slideTitle([{ s: 'x'.repeat(300), h: 30, y: 10 }])).toHaveLength(120);
  });
});
