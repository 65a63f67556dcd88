import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import {
  IconBook,
  IconBuildingPlus,
  IconChartBar,
  IconCloudUpload,
  IconFileImport,
  IconMailCheck,
  IconSchool,
  IconSettings,
  IconUserPlus,
} from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';
import { SectionCard } from '../section-card';

const common = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

/** Shortcuts to the admin's most common tasks. */
export function AdminQuickActions() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Quick Actions`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="xs">
        <LinkButton to="/users/new" leftSection={<IconUserPlus size={16} />} {...common}>
          <Trans>Add User</Trans>
        </LinkButton>
        <LinkButton to="/institutions/new" leftSection={<IconBuildingPlus size={16} />} {...common}>
          <Trans>Add Institution</Trans>
        </LinkButton>
        <LinkButton to="/schools/new" leftSection={<IconSchool size={16} />} {...common}>
          <Trans>Add School</Trans>
        </LinkButton>
        <LinkButton to="/course-materials" leftSection={<IconBook size={16} />} {...common}>
          <Trans>Course Materials</Trans>
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          <Trans>View Analytics</Trans>
        </LinkButton>
        <LinkButton to="/students/import" leftSection={<IconFileImport size={16} />} {...common}>
          <Trans>Import Students</Trans>
        </LinkButton>
        {/* Not in spec 01's list: the verified public-form submissions of issue 8 have no sidebar entry. */}
        <LinkButton to="/enquiries" leftSection={<IconMailCheck size={16} />} {...common}>
          <Trans>Enquiries & Applications</Trans>
        </LinkButton>
        {/* Not in the spec either: the last resort for a teacher's device that never reaches the server (issue 12). */}
        <LinkButton to="/unsent-changes" leftSection={<IconCloudUpload size={16} />} {...common}>
          <Trans>Load Unsent Changes</Trans>
        </LinkButton>
        <LinkButton to="/settings" leftSection={<IconSettings size={16} />} {...common}>
          <Trans>Settings</Trans>
        </LinkButton>
      </SimpleGrid>
    </SectionCard>
  );
}
