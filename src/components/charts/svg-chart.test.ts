import { describe, expect, it } from 'vitest';
import { arcPath } from './donut';
import { linePath } from './lines-chart';
import {
  axisWidth,
  bands,
  cssColor,
  evenTicks,
  labelEvery,
  labelsRoom,
  linear,
  numberAt,
  textWidth,
  truncate,
  wrapLabel,
} from './svg-chart';

describe('the helpers of the SVG charts', () => {
  it('maps Mantine colour names to their CSS variables (so dark mode follows), other colours as they are', () => {
    expect(cssColor('teal.6')).toBe('var(--mantine-color-teal-6)');
    expect(cssColor('gray.6')).toBe('var(--mantine-color-gray-6)');
    expect(cssColor('#ff0000')).toBe('#ff0000');
    expect(cssColor('var(--x)')).toBe('var(--x)');
  });

  it('places values on a linear axis from 0, clamped into it', () => {
    const y = linear(100, 200, 0); // upwards, as on a left axis
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
    expect(y(150)).toBe(0);
    expect(y(-5)).toBe(200);
    expect(linear(0, 10, 20)(0)).toBe(10); // an empty axis does not divide by zero
  });

  it('splits an axis into equal bands with padding around each bar', () => {
    const b = bands(4, 0, 400, 0.2);
    expect(b.step).toBe(100);
    expect(b.inner).toBe(80);
    expect(b.start(0)).toBe(10);
    expect(b.start(3)).toBe(310);
    expect(bands(0, 0, 100).step).toBe(100);
  });

  it('makes even ticks for a fixed axis end', () => {
    expect(evenTicks(100, 2)).toEqual([0, 50, 100]);
    expect(evenTicks(100, 4)).toEqual([0, 25, 50, 75, 100]);
  });

  it('labels every k-th category so labels never touch', () => {
    expect(labelEvery(12, 60, 40)).toBe(1);
    expect(labelEvery(30, 8, 42)).toBe(6); // 30 days on a phone: '21 Sept' every 6th day
    expect(labelEvery(1, 0, 100)).toBe(1);
    for (const [count, gap, width] of [
      [30, 9.3, 49],
      [90, 3.1, 42],
      [7, 35, 42],
    ] as const) {
      const k = labelEvery(count, gap, width);
      expect(gap * k).toBeGreaterThanOrEqual(width + 6);
    }
  });

  it('cuts a long label to its room with an ellipsis, and leaves a short one whole', () => {
    expect(truncate('Class 6A', 128)).toBe('Class 6A');
    const cut = truncate('Sunrise Convent School, Ludhiana, Punjab', 128);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(128);
    expect('Sunrise Convent School, Ludhiana, Punjab'.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncate('Anything', 3)).toBe('…');
  });

  it('sizes a vertical axis to its widest tick label', () => {
    expect(axisWidth(['0%', '100%'])).toBe(textWidth('100%') + 8);
    expect(axisWidth(['0', '4'])).toBe(32); // never narrower than 24 px of text
  });

  it('reads a figure from a row, null when missing', () => {
    expect(numberAt({ label: 'Jan', a: 4, b: null }, 'a')).toBe(4);
    expect(numberAt({ label: 'Jan', a: 4, b: null }, 'b')).toBeNull();
    expect(numberAt({ label: 'Jan' }, 'c')).toBeNull();
    expect(numberAt({ label: 'Jan' }, 'label')).toBeNull();
  });

  it('leaves a gap in a line where a figure is missing, rather than bridging it', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 10, y: 20 }, null, { x: 30, y: 5 }, { x: 40, y: 0 }])).toBe(
      'M0.0,10.0L10.0,20.0M30.0,5.0L40.0,0.0',
    );
    expect(linePath([null, null])).toBe('');
  });

  it('draws a ring segment as one closed path', () => {
    const d = arcPath(0, Math.PI, 80, 54);
    expect(d.startsWith('M120.00,40.00A80,80 0 0 1 120.00,200.00L120.00,174.00A54,54 0 0 0 120.00,66.00')).toBe(true);
    expect(arcPath(0, 1.5 * Math.PI, 80, 54)).toContain(' 0 1 1 ');
    expect(d.endsWith('Z')).toBe(true);
  });

  it('gives bars lying down the room of their longest label, at most half the chart, so wide cards show whole names', () => {
    const names = ['Sunrise Convent School, Ludhiana', 'Sunrise Public School, Mohali'];
    const wide = labelsRoom(names, 520);
    expect(truncate(names[0] as string, wide - 12)).toBe(names[0]); // the institution's analytics at 1366 px
    expect(labelsRoom(names, 290)).toBe(145); // a phone: half the chart, the names cut
    expect(truncate(names[0] as string, 145 - 12)).toMatch(/…$/);
    expect(labelsRoom(['6A', '6B'], 520)).toBe(60); // short labels leave the bars the room
  });

  it('wraps a long category label between words into the lines it may take, cutting only the last', () => {
    const name = 'Government Senior Secondary School Mohali';
    expect(wrapLabel('Mohali', 120, 2)).toEqual(['Mohali']);
    expect(wrapLabel(name, 140, 1)).toEqual([truncate(name, 140)]);
    const two = wrapLabel(name, 140, 2);
    expect(two).toHaveLength(2);
    expect(two[0]).toBe('Government Senior');
    expect(two[1]?.endsWith('…')).toBe(true);
    for (const line of two) expect(textWidth(line)).toBeLessThanOrEqual(140);
    expect(wrapLabel(name, 400, 2)).toEqual([name]);
    expect(wrapLabel('Government Senior Secondary', 140, 2)).toEqual(['Government Senior', 'Secondary']);
    // A word longer than a line is cut, not left overflowing.
    expect(wrapLabel('Supercalifragilisticexpialidocious school', 70, 2).every((l) => textWidth(l) <= 70)).toBe(true);
  });
});
