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
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="xs">
        <LinkButton to="/users/new" leftSection={<IconUserPlus size={16} />} {...common}>
          Add User
        </LinkButton>
        <LinkButton to="/institutions/new" leftSection={<IconBuildingPlus size={16} />} {...common}>
          Add Institution
        </LinkButton>
        <LinkButton to="/schools/new" leftSection={<IconSchool size={16} />} {...common}>
          Add School
        </LinkButton>
        <LinkButton to="/course-materials" leftSection={<IconBook size={16} />} {...common}>
          Course Materials
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          View Analytics
        </LinkButton>
        <LinkButton to="/students/import" leftSection={<IconFileImport size={16} />} {...common}>
          Import Students
        </LinkButton>
        {/* Not in spec 01's list: the verified public-form submissions of issue 8 have no sidebar entry. */}
        <LinkButton to="/enquiries" leftSection={<IconMailCheck size={16} />} {...common}>
          Enquiries & Applications
        </LinkButton>
        {/* Not in the spec either: the last resort for a teacher's device that never reaches the server (issue 12). */}
        <LinkButton to="/unsent-changes" leftSection={<IconCloudUpload size={16} />} {...common}>
          Load Unsent Changes
        </LinkButton>
        <LinkButton to="/settings" leftSection={<IconSettings size={16} />} {...common}>
          Settings
        </LinkButton>
      </SimpleGrid>
    </SectionCard>
  );
}
