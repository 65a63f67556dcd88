import { SimpleGrid } from '@mantine/core';
import { IconChalkboard, IconChartBar, IconUserShield, IconUsersGroup } from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';
import { SectionCard } from '../section-card';

const common = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

export function InstitutionQuickLinks() {
  return (
    <SectionCard title="Quick Links">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <LinkButton to="/school-managers" leftSection={<IconUserShield size={16} />} {...common}>
          School Managers
        </LinkButton>
        <LinkButton to="/teachers" leftSection={<IconChalkboard size={16} />} {...common}>
          Teachers
        </LinkButton>
        <LinkButton to="/students" leftSection={<IconUsersGroup size={16} />} {...common}>
          Students
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          Analytics
        </LinkButton>
      </SimpleGrid>
    </SectionCard>
  );
}
