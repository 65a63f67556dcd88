import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarEvent, IconChalkboard, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { StatCard } from '#src/components/stat-card';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitution } from '#src/features/dashboard/api/get-institution';
import { useInstitutionAnalytics } from '#src/features/dashboard/api/institution-analytics';
import { useInstitutionSchools } from '#src/features/dashboard/api/institution-schools';
import { DashboardLoading } from '../dashboard-loading';
import { InstitutionProgress } from './institution-progress';
import { InstitutionQuickLinks } from './institution-quick-links';
import { SchoolsOverview } from './schools-overview';

/** The institution manager's dashboard (spec 01 §2.5), for their first institution (spec 01 §6). */
export function InstitutionDashboard({ user }: { user: PublicUser }) {
  const institutionId = user.manages_institutions[0];
  if (!institutionId) return <NoInstitution />;
  return <InstitutionView id={institutionId} />;
}

function NoInstitution() {
  const { t } = useLingui();
  const shown = useRef(false);
  const toast = t`No institution assigned to your account`;
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify.error(toast);
  }, [toast]);
  return (
    <NoticeCard
      title={t`No institution assigned`}
      message={t`Please contact the administrator to have an institution assigned to your account.`}
    />
  );
}

function InstitutionView({ id }: { id: string }) {
  const { t } = useLingui();
  const institution = useInstitution(id);
  const schools = useInstitutionSchools(id);
  const analytics = useInstitutionAnalytics(id);
  useErrorToast(institution.error ?? schools.error, t`Failed to load dashboard data`);

  if ((institution.isError && !institution.data) || (schools.isError && !schools.data)) {
    return (
      <NoticeCard
        tone="red"
        title={t`Failed to load institution data`}
        action={
          <Button
            onClick={() => {
              void institution.refetch();
              void schools.refetch();
              void analytics.refetch();
            }}
          >
            <Trans>Retry</Trans>
          </Button>
        }
      />
    );
  }
  if (!institution.data || !schools.data) return <DashboardLoading />;

  const { statistics, name } = institution.data.institution;
  // A failed analytics call is tolerated: those figures show as unavailable.
  const a = analytics.data ?? null;
  return (
    <Stack>
      <PageHeader title={name} subtitle={t`Institution Management Dashboard`} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard
          label={t`Total Schools`}
          value={schools.data.pagination.total}
          hint={t`In this institution`}
          icon={<IconSchool size={18} />}
          color="teal"
        />
        <StatCard
          label={t`Total Students`}
          value={statistics.students}
          hint={t`Enrolled across its schools`}
          icon={<IconUsersGroup size={18} />}
          color="cyan"
        />
        <StatCard
          label={t`Total Teachers`}
          value={statistics.teachers}
          hint={t`Teaching at its schools`}
          icon={<IconChalkboard size={18} />}
          color="orange"
        />
        <StatCard
          label={t`Today's Sessions`}
          value={a ? a.todaySessions : '—'}
          hint={a ? t`Classes taught today` : analytics.isLoading ? t`Loading…` : t`Analytics unavailable`}
          icon={<IconCalendarEvent size={18} />}
          color="indigo"
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <SchoolsOverview schools={schools.data.data} />
            <InstitutionQuickLinks />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <InstitutionProgress analytics={a} loading={analytics.isLoading} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
