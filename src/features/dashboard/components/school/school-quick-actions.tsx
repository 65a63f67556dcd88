import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconChartBar, IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';
import { SectionCard } from '../section-card';

const common = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

/**
 * Add Student, Add Teacher (one person, at the manager's schools: the server refuses any other school), Import
 * Students (many at once), View Reports.
 */
export function SchoolQuickActions() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Quick Actions`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="xs">
        <LinkButton to="/users/new" search={{ role: 'student' }} leftSection={<IconUserPlus size={16} />} {...common}>
          <Trans>Add Student</Trans>
        </LinkButton>
        <LinkButton to="/users/new" search={{ role: 'teacher' }} leftSection={<IconUsers size={16} />} {...common}>
          <Trans>Add Teacher</Trans>
        </LinkButton>
        <LinkButton to="/students/import" leftSection={<IconFileImport size={16} />} {...common}>
          <Trans>Import Students</Trans>
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          <Trans>View Reports</Trans>
        </LinkButton>
      </SimpleGrid>
    </SectionCard>
  );
}
