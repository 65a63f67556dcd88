import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Card, Group, Skeleton, Title } from '@mantine/core';
import { Component, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useNearViewport } from '#src/lib/use-near-viewport';

type Props = {
  title: string;
  /** What the picture shows, in words: the chart's accessible name. */
  summary: string;
  /** A lazily loaded chart element (its code loads only when shown). */
  chart: ReactNode;
  /** The same figures as a table: offered beside the chart and shown if the chart cannot load. */
  table: ReactNode;
  /** The drawn chart's height (px), reserved before it is drawn: no shift of the page when it is. */
  height: number;
  actions?: ReactNode;
};

const VIEWS = [
  ['chart', msg`Chart`],
  ['table', msg`Table`],
] as const;

/**
 * A titled chart with a Chart/Table switch; the table stands in while the chart's code is missing or broken.
 * The chart is drawn when the card comes near the screen (a placeholder of its height until then), so a page of
 * charts does not draw them all while it loads; its summary is there from the start.
 */
export function ChartCard({ title, summary, chart, table, height, actions }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card);
  const { i18n, t } = useLingui();
  return (
    <Card ref={card} withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {/* Two toggle buttons, not a SegmentedControl: its sliding indicator measures the layout as it mounts,
              a forced reflow per card while the page loads (issue 14). The card's title names the pair. */}
          <Button.Group>
            {VIEWS.map(([value, label]) => (
              <Button
                key={value}
                size="compact-xs"
                variant={view === value ? 'filled' : 'default'}
                aria-pressed={view === value}
                onClick={() => setView(value)}
              >
                {i18n._(label)}
              </Button>
            ))}
          </Button.Group>
        </Group>
      </Group>
      {view === 'chart' ? (
        <Box mih={height}>
          <ChartBoundary fallback={table}>
            {near ? (
              <Suspense fallback={<Skeleton h={height} role="status" aria-label={t`Loading chart`} />}>
                <div role="img" aria-label={summary}>
                  {chart}
                </div>
              </Suspense>
            ) : (
              <Skeleton h={height} animate={false} role="img" aria-label={summary} />
            )}
          </ChartBoundary>
        </Box>
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
