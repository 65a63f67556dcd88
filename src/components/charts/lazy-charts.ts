// The legends' swatch styles come with the screen, not with the chart's code: a layered stylesheet added once the
// screen is shown makes the browser restyle and lay out the whole page again (issue 40).
import '@mantine/core/styles/ColorSwatch.layer.css';
import { lazy } from 'react';

// Chart code (our small SVG charts) loads only when a chart is first shown.
export const ActivityChart = lazy(() => import('./activity-chart').then((m) => ({ default: m.ActivityChart })));
export const BarsChart = lazy(() => import('./bars-chart').then((m) => ({ default: m.BarsChart })));
export const Donut = lazy(() => import('./donut').then((m) => ({ default: m.Donut })));
export const ClassPerformanceChart = lazy(() =>
  import('./class-performance-chart').then((m) => ({ default: m.ClassPerformanceChart })),
);
export const LinesChart = lazy(() => import('./lines-chart').then((m) => ({ default: m.LinesChart })));
export const ScoresChart = lazy(() => import('./scores-chart').then((m) => ({ default: m.ScoresChart })));
