import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DailyPoint } from '#contract/analytics-types';
import { formatDayMonth as dayLabel, percentText } from '#src/lib/format';
import { ACTIVITY_HEIGHT } from './chart-heights';
import { linePath } from './lines-chart';
import { niceScale } from './nice-scale';
import {
  axisWidth,
  bands,
  CategoryAxis,
  ChartFrame,
  cssColor,
  labelEvery,
  linear,
  textWidth,
  tip,
  ValueAxis,
} from './svg-chart';

const PERCENT_TICKS = [0, 25, 50, 75, 100];
const percent = (v: number) => percentText(v);
/** Past a month of days the dots would crowd the line. */
const MAX_DOTS = 31;

/** Sessions per day (bars, left axis) with the day's attendance rate (line, right axis). */
export function ActivityChart({ series }: { series: DailyPoint[] }) {
  const { t } = useLingui();
  const days = series.map((p) => dayLabel(p.date));
  const scale = niceScale(Math.max(0, ...series.map((p) => p.sessions)));
  const sessionsLabel = t`Sessions`;
  const attendanceLabel = t`Attendance %`;
  const legend = [
    { label: sessionsLabel, color: 'blue.6' },
    { label: attendanceLabel, color: 'teal.6' },
  ];
  const perDay = series
    .map((p) => {
      const day = dayLabel(p.date);
      const sessions = p.sessions;
      const attendance = p.attendance;
      return attendance === null
        ? t`${day} ${plural(sessions, { one: '# session', other: '# sessions' })}, no attendance`
        : t`${day} ${plural(sessions, { one: '# session', other: '# sessions' })}, ${attendance}%`;
    })
    .join('; ');
  const summary = t`Sessions and attendance % per day: ${perDay}`;
  const bars = cssColor('blue.6');
  const line = cssColor('teal.6');

  return (
    <ChartFrame height={ACTIVITY_HEIGHT} legend={legend} label={summary}>
      {(width, height) => {
        const left = axisWidth(scale.ticks.map(String));
        const right = axisWidth(PERCENT_TICKS.map(percent));
        const [top, bottom] = [8, height - 26];
        const ySessions = linear(scale.max, bottom, top);
        const yPercent = linear(100, bottom, top);
        const columns = bands(series.length, left, width - right, 0.2);
        const thick = Math.min(24, columns.inner);
        const mid = (i: number) => left + columns.step * (i + 0.5);
        // Days are labelled every k-th so their labels do not run into each other ('21 Sept' is the widest).
        const every = labelEvery(series.length, columns.step, Math.max(0, ...days.map((d) => textWidth(d))));
        // The line joins the days that have a figure, across those that have none.
        const points = series.flatMap((p, i) =>
          p.attendance === null ? [] : [{ x: mid(i), y: yPercent(p.attendance), v: p.attendance, i }],
        );
        return (
          <>
            <ValueAxis
              className="chart-y-ticks"
              side="left"
              ticks={scale.ticks}
              at={ySessions}
              format={String}
              offset={left}
              grid={[left, width - right]}
            />
            <ValueAxis
              className="chart-y2-ticks"
              side="right"
              ticks={PERCENT_TICKS}
              at={yPercent}
              format={percent}
              offset={width - right}
            />
            <CategoryAxis
              className="chart-x-ticks"
              side="bottom"
              labels={days}
              at={mid}
              offset={bottom}
              room={columns.step * every - 4}
              every={every}
            />
            {series.map((p, i) => (
              <rect
                key={p.date}
                x={mid(i) - thick / 2}
                y={ySessions(p.sessions)}
                width={thick}
                height={Math.max(0, bottom - ySessions(p.sessions))}
                rx={2}
                fill={bars}
              >
                <title>{tip(days[i] ?? '', sessionsLabel, String(p.sessions))}</title>
              </rect>
            ))}
            <path d={linePath(points)} fill="none" stroke={line} strokeWidth={2} />
            {series.length <= MAX_DOTS &&
              points.map((p) => (
                <circle key={p.i} cx={p.x} cy={p.y} r={3} fill={line} stroke="var(--mantine-color-body)">
                  <title>{tip(days[p.i] ?? '', attendanceLabel, percent(p.v))}</title>
                </circle>
              ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
