import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconChartBar, IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { LinkButton } from '../../../../components/link-button';
import { SectionCard } from '../section-card';

const common = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

/**
 * Add Student, Add Teacher, Import Students, View Reports. Accounts are created by the administrator
 * (/users/new is admin-only): a school manager adds a student through the import screen (CSV or manual entry);
 * Add Teacher says who can do it instead of leading to a page that refuses them.
 */
export function SchoolQuickActions() {
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="xs">
        <LinkButton to="/students/import" leftSection={<IconUserPlus size={16} />} {...common}>
          Add Student
        </LinkButton>
        <Button leftSection={<IconUsers size={16} />} {...common} disabled aria-describedby="add-teacher-note">
          Add Teacher
        </Button>
        <LinkButton to="/students/import" leftSection={<IconFileImport size={16} />} {...common}>
          Import Students
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          View Reports
        </LinkButton>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs" id="add-teacher-note">
        Teacher accounts are created by the system administrator.
      </Text>
    </SectionCard>
  );
}
