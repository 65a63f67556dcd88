import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { TeacherAssessmentGroup } from '#contract/assessments';
import { barsHeight } from '#src/components/charts/chart-heights';
import { BarsChart } from '#src/components/charts/lazy-charts';

const short = (s: string, max = 18) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Average score per class as horizontal bars. The picture is one image with a spoken summary (the full school
 * names); the table below carries the same figures for screen readers and keyboard users.
 */
export function ScoreChart({ groups }: { groups: TeacherAssessmentGroup[] }) {
  const { t } = useLingui();
  const scored = groups.filter((g) => g.avg_score_pct !== null);
  if (!scored.length) return null;
  const oneSchool = new Set(scored.map((g) => g.school_id)).size === 1;
  const data = scored.map((g) => {
    const classLevel = g.class_level;
    return {
      label: oneSchool ? t`Class ${classLevel}` : `${classLevel} · ${short(g.school_name)}`,
      value: g.avg_score_pct ?? 0,
    };
  });
  const bars = scored
    .map((g, i) => {
      const classLevel = g.class_level;
      const schoolName = g.school_name;
      const percent = data[i]?.value;
      return t`class ${classLevel} at ${schoolName}, ${percent}%`;
    })
    .join('; ');
  const summary = t`Bar chart of the average score percent by class: ${bars}`;
  const height = barsHeight(data.length, true);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="score-chart-title">
      <Title order={2} size="h5" id="score-chart-title" mb="xs">
        <Trans>Average score by class</Trans>
      </Title>
      <div role="img" aria-label={summary} style={{ minHeight: height }}>
        <Suspense fallback={<Skeleton h={height} />}>
          <BarsChart data={data} seriesLabel={t`Avg score %`} unit="%" max={100} horizontal />
        </Suspense>
      </div>
    </Card>
  );
}
