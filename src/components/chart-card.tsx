import { Card, Group, SegmentedControl, Skeleton, Title } from '@mantine/core';
import { Component, type ReactNode, Suspense, useId, useState } from 'react';

type Props = {
  title: string;
  /** What the picture shows, in words: the chart's accessible name. */
  summary: string;
  /** A lazily loaded chart element (its code loads only when shown). */
  chart: ReactNode;
  /** The same figures as a table: offered beside the chart and shown if the chart cannot load. */
  table: ReactNode;
  height?: number;
  actions?: ReactNode;
};

/** A titled chart with a Chart/Table switch; the table stands in while the chart's code is missing or broken. */
export function ChartCard({ title, summary, chart, table, height = 260, actions }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const id = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            aria-label={`${title}: show as`}
            data={[
              { label: 'Chart', value: 'chart' },
              { label: 'Table', value: 'table' },
            ]}
          />
        </Group>
      </Group>
      {view === 'chart' ? (
        <ChartBoundary fallback={table}>
          <Suspense fallback={<Skeleton h={height} role="status" aria-label="Loading chart" />}>
            <div role="img" aria-label={summary}>
              {chart}
            </div>
          </Suspense>
        </ChartBoundary>
      ) : (
        table
      )}
    </Card>
  );
}

/** If the chart chunk fails to load (offline, a new deployment), show the table instead. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
