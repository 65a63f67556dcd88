import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ANALYTICS_MESSAGES, withPreviousPeriod } from '#contract/analytics';
import type { GeneralAnalytics, InstitutionAnalytics } from '#contract/analytics-types';
import type { PublicUser } from '#contract/user';
import { InTurn, LaterBlocks } from '#src/components/later-blocks';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { formatDate, plural } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type GeneralTarget, useGeneralAnalytics } from '#src/features/analytics/api/general-analytics';
import { type AnalyticsSearch, resolveRange } from '../analytics-search';
import { ActivitySection } from './activity-section';
import { AlertsSection } from './alerts-section';
import { CompletionSection } from './completion-section';
import { DistributionsSection } from './distributions-section';
import { FinancialsSection } from './financials-section';
import { GeographySection } from './geography-section';
import { OverviewSection } from './overview-section';
import { RangeControl } from './range-control';
import { TopListsSection } from './top-lists-section';
import { TrendsSection } from './trends-section';

type Props = { user: PublicUser; search: AnalyticsSearch; onSearchChange: (next: AnalyticsSearch) => void };

function targetOf(user: PublicUser): GeneralTarget | null {
  if (user.role === 'institution_manager') {
    const id = user.manages_institutions[0];
    return id ? { kind: 'institution', id } : null;
  }
  return user.role === 'school_manager' ? { kind: 'schools' } : { kind: 'system' };
}

/** The general analytics view: system (admin), institution (first institution) or school (managed schools). */
export function GeneralAnalyticsView({ user, search, onSearchChange }: Props) {
  const target = targetOf(user);
  if (!target) return <MissingInstitution />;
  if (user.role === 'school_manager' && user.manages_schools.length === 0) {
    return <NoticeCard title="No school assigned" message="Please contact the administrator" />;
  }
  return <GeneralView target={target} search={search} onSearchChange={onSearchChange} />;
}

function MissingInstitution() {
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) notify.error('Institution ID not found');
    shown.current = true;
  }, []);
  return <NoticeCard tone="red" title="Institution ID not found" message="Please contact the administrator" />;
}

function GeneralView({
  target,
  search,
  onSearchChange,
}: {
  target: GeneralTarget;
  search: AnalyticsSearch;
  onSearchChange: Props['onSearchChange'];
}) {
  const range = resolveRange(search);
  const query = useGeneralAnalytics(target, range);
  useErrorToast(query.error, ANALYTICS_MESSAGES.loadFailed);
  const data = query.data;

  // The days asked for and the period they are compared with, worked out as the server does: the line shows with
  // the title, and names the new range at once when the range changes (the old figures stay dimmed meanwhile).
  const shown = withPreviousPeriod(range.startDate, range.endDate);

  return (
    <Stack>
      <PageHeader title="Analytics" subtitle={subtitleOf(data)} />
      <RangeControl search={search} range={range} onChange={onSearchChange} />
      <Text size="sm" c="dimmed" role="status">
        {formatDate(shown.startDate)} – {formatDate(shown.endDate)} ({plural(shown.days, 'day')}), compared with{' '}
        {formatDate(shown.previousStartDate)} – {formatDate(shown.previousEndDate)}
      </Text>
      {!data ? (
        query.isError ? (
          <NoticeCard
            tone="red"
            title={ANALYTICS_MESSAGES.loadFailed}
            action={<Button onClick={() => void query.refetch()}>Retry</Button>}
          />
        ) : (
          <Text c="dimmed">Loading analytics…</Text>
        )
      ) : (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <AlertsSection alerts={data.alerts} />
          <OverviewSection data={data} />
          <LaterBlocks value={data}>{(later) => <GeneralDetails data={later} />}</LaterBlocks>
        </Stack>
      )}
    </Stack>
  );
}

/** Everything under the overview's figures, from the same answer. */
function GeneralDetails({ data }: { data: GeneralAnalytics }) {
  return (
    <InTurn>
      <TrendsSection trends={data.trends} />
      <ActivitySection series={data.series} />
      <DistributionsSection distributions={data.distributions} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <CompletionSection completion={data.completion} />
        <GeographySection marketShare={data.marketShare} hoursByCity={data.hoursByCity} />
        <FinancialsSection financials={data.financials} sessionStatus={data.sessionStatus} />
      </SimpleGrid>
      <TopListsSection top={data.top} variant={data.variant} />
    </InTurn>
  );
}

function subtitleOf(data: GeneralAnalytics | undefined): string {
  if (!data) return 'Loading…';
  if (data.variant === 'system') return 'System-wide analytics across every institution and school';
  if (data.variant === 'institution') {
    const name = (data as InstitutionAnalytics).institution?.name;
    return name ? `Institution analytics for ${name}` : 'Institution analytics';
  }
  const names = (data.completion.length ? data.completion : data.top.schools).map((s) => s.name);
  return names.length ? `School analytics for ${names.join(', ')}` : 'School analytics for your schools';
}
