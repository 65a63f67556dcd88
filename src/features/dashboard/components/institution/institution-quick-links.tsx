import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconChalkboard, IconChartBar, IconUserShield, IconUsersGroup } from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';
import { SectionCard } from '../section-card';

const common = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

export function InstitutionQuickLinks() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Quick Links`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <LinkButton to="/school-managers" leftSection={<IconUserShield size={16} />} {...common}>
          <Trans>School Managers</Trans>
        </LinkButton>
        <LinkButton to="/teachers" leftSection={<IconChalkboard size={16} />} {...common}>
          <Trans>Teachers</Trans>
        </LinkButton>
        <LinkButton to="/students" leftSection={<IconUsersGroup size={16} />} {...common}>
          <Trans>Students</Trans>
        </LinkButton>
        <LinkButton to="/analytics" leftSection={<IconChartBar size={16} />} {...common}>
          <Trans>Analytics</Trans>
        </LinkButton>
      </SimpleGrid>
    </SectionCard>
  );
}
