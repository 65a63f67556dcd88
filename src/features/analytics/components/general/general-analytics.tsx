import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ANALYTICS_MESSAGES, withPreviousPeriod } from '#contract/analytics';
import type { GeneralAnalytics, InstitutionAnalytics } from '#contract/analytics-types';
import type { PublicUser } from '#contract/user';
import { InTurn, LaterBlocks } from '#src/components/later-blocks';
import { NoticeCard } from '#src/components/notice-card';
import { contractText } from '#src/i18n/contract-text';
import { PageHeader } from '#src/components/page-header';
import { formatDate } from '#src/lib/format';
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
import { AnalyticsPending } from '../analytics-pending';

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
  const { t } = useLingui();
  const target = targetOf(user);
  if (!target) return <MissingInstitution />;
  if (user.role === 'school_manager' && user.manages_schools.length === 0) {
    return <NoticeCard title={t`No school assigned`} message={t`Please contact the administrator`} />;
  }
  return <GeneralView target={target} search={search} onSearchChange={onSearchChange} />;
}

function MissingInstitution() {
  const { t } = useLingui();
  const shown = useRef(false);
  const notFound = t`Institution ID not found`;
  useEffect(() => {
    if (!shown.current) notify.error(notFound);
    shown.current = true;
  }, [notFound]);
  return <NoticeCard tone="red" title={notFound} message={t`Please contact the administrator`} />;
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
  const { i18n, t } = useLingui();
  const range = resolveRange(search);
  const query = useGeneralAnalytics(target, range);
  const loadFailed = contractText(ANALYTICS_MESSAGES.loadFailed);
  useErrorToast(query.error, loadFailed);
  const data = query.data;

  // The days asked for and the period they are compared with, worked out as the server does: the line shows with
  // the title, and names the new range at once when the range changes (the old figures stay dimmed meanwhile).
  const shown = withPreviousPeriod(range.startDate, range.endDate);
  const start = formatDate(shown.startDate);
  const end = formatDate(shown.endDate);
  const days = shown.days;
  const previousStart = formatDate(shown.previousStartDate);
  const previousEnd = formatDate(shown.previousEndDate);

  return (
    <Stack>
      <PageHeader title={t`Analytics`} subtitle={i18n._(subtitleOf(data))} />
      <RangeControl search={search} range={range} onChange={onSearchChange} />
      <Text size="sm" c="dimmed" role="status">
        <Trans>
          {start} – {end} (<Plural value={days} one="# day" other="# days" />
          ), compared with {previousStart} – {previousEnd}
        </Trans>
      </Text>
      {!data ? (
        <AnalyticsPending failed={query.isError} title={loadFailed} onRetry={() => void query.refetch()} />
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

/** The line under the title, shown with `i18n._`. */
function subtitleOf(data: GeneralAnalytics | undefined): MessageDescriptor {
  if (!data) return msg`Loading…`;
  if (data.variant === 'system') return msg`System-wide analytics across every institution and school`;
  if (data.variant === 'institution') {
    const name = (data as InstitutionAnalytics).institution?.name;
    return name ? msg`Institution analytics for ${name}` : msg`Institution analytics`;
  }
  const names = (data.completion.length ? data.completion : data.top.schools).map((s) => s.name);
  const list = names.join(', ');
  return names.length ? msg`School analytics for ${list}` : msg`School analytics for your schools`;
}
