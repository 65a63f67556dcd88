import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import type { TeacherAssessmentGroup } from '#contract/assessments';

const short = (s: string, max = 18) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const percent = (n: number) => `${n}%`;

/**
 * Average score per class as horizontal bars. The picture is one image with a spoken summary (the full school
 * names); the table below carries the same figures for screen readers and keyboard users.
 */
export function ScoreChart({ groups }: { groups: TeacherAssessmentGroup[] }) {
  const scored = groups.filter((g) => g.avg_score_pct !== null);
  if (!scored.length) return null;
  const oneSchool = new Set(scored.map((g) => g.school_id)).size === 1;
  const data = scored.map((g) => ({
    label: oneSchool ? `Class ${g.class_level}` : `${g.class_level} · ${short(g.school_name)}`,
    avg: Math.round((g.avg_score_pct ?? 0) * 10) / 10,
  }));
  const summary = `Bar chart of the average score percent by class: ${scored
    .map((g, i) => `class ${g.class_level} at ${g.school_name}, ${data[i]?.avg}%`)
    .join('; ')}`;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="score-chart-title">
      <Title order={2} size="h5" id="score-chart-title" mb="xs">
        Average score by class
      </Title>
      <div role="img" aria-label={summary}>
        <BarChart
          h={data.length * 48 + 50}
          data={data}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'avg', label: 'Avg score %', color: 'blue.6' }]}
          yAxisProps={{ width: oneSchool ? 72 : 150 }}
          xAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], tickFormatter: percent }}
          valueFormatter={percent}
          maxBarWidth={28}
          withBarValueLabel
          accessibilityLayer={false}
          gridAxis="x"
        />
      </div>
    </Card>
  );
}
