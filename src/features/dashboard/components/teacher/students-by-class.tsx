import { memo } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassMetric } from '#contract/analytics-people-types';
import { SectionCard } from '../section-card';

/** The students of each of the teacher's classes, grouped by school. */
export const StudentsByClass = memo(function StudentsByClass({ metrics }: { metrics: ClassMetric[] }) {
  const { t } = useLingui();
  const studentCount = (students: number) => t`${plural(students, { one: '# student', other: '# students' })}`;
  const bySchool = new Map<string, ClassMetric[]>();
  for (const m of metrics)
    if (m.totalStudents > 0) bySchool.set(m.school_name, [...(bySchool.get(m.school_name) ?? []), m]);
  return (
    <SectionCard title={t`Students by Class`}>
      {bySchool.size === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>No students-by-class data available</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[...bySchool.entries()].map(([school, rows]) => (
            <Stack key={school} gap="xs" role="group" aria-label={t`Students by class at ${school}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm" lineClamp={2}>
                  {school}
                </Text>
                <Badge variant="light">{studentCount(rows.reduce((n, r) => n + r.totalStudents, 0))}</Badge>
              </Group>
              {rows.map((r) => {
                const classLevel = r.class_level;
                return (
                  <Group key={r.class_level} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      <Trans>Class {classLevel}</Trans>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {studentCount(r.totalStudents)}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
});
