// The drawn height of each chart, in px. The chart modules load lazily; their card reserves this height from the
// first paint (placeholder, loading skeleton, chart), so drawing a chart never pushes the page down (issue 14).

export const LINES_HEIGHT = 240;
export const SCORES_HEIGHT = 260;
export const ACTIVITY_HEIGHT = 280;
/** The donut's ring; its chart takes 80 px more around it for the value labels. */
export const DONUT_RING = 160;
/** The ring with its labels (240 px) and our legend of up to two lines on a phone. */
export const DONUT_HEIGHT = 300;

/** Below this width the class performance bars lie down, one class per row. */
export const NARROW_CHART_QUERY = '(max-width: 48em)';

export const barsHeight = (bars: number, horizontal: boolean) => (horizontal ? bars * 40 + 50 : 260);

export const classPerformanceHeight = (classes: number, narrow: boolean) => (narrow ? classes * 56 + 70 : 280);
