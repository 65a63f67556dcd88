import { memo } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassMetric } from '#contract/analytics-people-types';
import { plural } from '../figures';
import { SectionCard } from '../section-card';

/** The students of each of the teacher's classes, grouped by school. */
export const StudentsByClass = memo(function StudentsByClass({ metrics }: { metrics: ClassMetric[] }) {
  const bySchool = new Map<string, ClassMetric[]>();
  for (const m of metrics)
    if (m.totalStudents > 0) bySchool.set(m.school_name, [...(bySchool.get(m.school_name) ?? []), m]);
  return (
    <SectionCard title="Students by Class">
      {bySchool.size === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No students-by-class data available
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[...bySchool.entries()].map(([school, rows]) => (
            <Stack key={school} gap="xs" role="group" aria-label={`Students by class at ${school}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm" lineClamp={2}>
                  {school}
                </Text>
                <Badge variant="light">
                  {plural(
                    rows.reduce((n, r) => n + r.totalStudents, 0),
                    'student',
                  )}
                </Badge>
              </Group>
              {rows.map((r) => (
                <Group key={r.class_level} justify="space-between" wrap="nowrap">
                  <Text size="sm">Class {r.class_level}</Text>
                  <Text size="sm" c="dimmed">
                    {plural(r.totalStudents, 'student')}
                  </Text>
                </Group>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
});
