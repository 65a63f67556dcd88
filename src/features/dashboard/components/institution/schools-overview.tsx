import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SchoolView } from '#contract/schools';
import { TextLink } from '#src/components/text-link';
import { SectionCard } from '../section-card';

const SHOWN = 5;

/** The first 5 schools, each opening the Schools list on it; View All opens the whole list. */
export function SchoolsOverview({ schools }: { schools: SchoolView[] }) {
  const { t } = useLingui();
  // The server's status ('active' or 'inactive'), in the reader's language; capitalised by the badge.
  const statusOf = (status: string) => (status === 'active' ? t`active` : status === 'inactive' ? t`inactive` : status);
  return (
    <SectionCard
      title={t`Schools Overview`}
      actions={
        schools.length > 0 && (
          <TextLink to="/schools" size="sm">
            <Trans>View All</Trans>
          </TextLink>
        )
      }
    >
      {schools.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          <Trans>No schools registered yet</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {schools.slice(0, SHOWN).map((school) => {
            const { students, teachers, classes } = school.statistics;
            return (
              <Group key={school._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <TextLink to="/schools" search={{ search: school.name }} fw={600} size="sm" lineClamp={2}>
                    {school.name}
                  </TextLink>
                  <Text size="xs" c="dimmed">
                    {[school.metadata.city, school.metadata.state].filter(Boolean).join(', ') || '—'} ·{' '}
                    {t`${plural(students, { one: '# student', other: '# students' })}`} ·{' '}
                    {t`${plural(teachers, { one: '# teacher', other: '# teachers' })}`} ·{' '}
                    {t`${plural(classes, { one: '# class', other: '# classes' })}`}
                  </Text>
                </div>
                <Badge
                  variant={school.status === 'active' ? 'light' : 'outline'}
                  color={school.status === 'active' ? 'green' : 'gray'}
                  tt="capitalize"
                >
                  {statusOf(school.status)}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
