import { describe, expect, it } from 'vitest';
import { numberedTitle } from './slide-thumb';

describe("a thumbnail's caption", () => {
  it('numbers the title once, whether or not the deck numbered it', () => {
    expect(numberedTitle(3, 'Sensors Around Us')).toBe('3. Sensors Around Us');
    expect(numberedTitle(3, '3. Sensors Around Us')).toBe('3. Sensors Around Us');
    expect(numberedTitle(1, '1) What is AI?')).toBe('1) What is AI?');
    // Another number, or a number that is the title's own, is kept after the slide's.
    expect(numberedTitle(3, '13. Robots')).toBe('3. 13. Robots');
    expect(numberedTitle(2, '2050 and beyond')).toBe('2. 2050 and beyond');
  });
});
