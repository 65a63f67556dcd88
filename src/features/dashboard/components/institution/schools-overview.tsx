import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SchoolView } from '#contract/schools';
import { TextLink } from '#src/components/text-link';
import { plural } from '#src/lib/format';
import { SectionCard } from '../section-card';

const SHOWN = 5;

/** The first 5 schools, each opening the Schools list on it; View All opens the whole list. */
export function SchoolsOverview({ schools }: { schools: SchoolView[] }) {
  return (
    <SectionCard
      title="Schools Overview"
      actions={
        schools.length > 0 && (
          <TextLink to="/schools" size="sm">
            View All
          </TextLink>
        )
      }
    >
      {schools.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No schools registered yet
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {schools.slice(0, SHOWN).map((school) => (
            <Group key={school._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <TextLink to="/schools" search={{ search: school.name }} fw={600} size="sm" lineClamp={2}>
                  {school.name}
                </TextLink>
                <Text size="xs" c="dimmed">
                  {[school.metadata.city, school.metadata.state].filter(Boolean).join(', ') || '—'} ·{' '}
                  {plural(school.statistics.students, 'student')} · {plural(school.statistics.teachers, 'teacher')} ·{' '}
                  {plural(school.statistics.classes, 'class', 'classes')}
                </Text>
              </div>
              <Badge
                variant={school.status === 'active' ? 'light' : 'outline'}
                color={school.status === 'active' ? 'green' : 'gray'}
                tt="capitalize"
              >
                {school.status}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
