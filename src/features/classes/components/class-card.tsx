import { Group, Paper, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ClassSummary } from '../../../../contract/classes';

type Props = { item: ClassSummary; selected: boolean; showSchool: boolean; onToggle: () => void };

/** A class card: student count, curriculum progress (furthest slide over the grade's slides) and sessions. */
export function ClassCard({ item, selected, showSchool, onToggle }: Props) {
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={selected}
      aria-label={`Class ${item.class_level} at ${item.school_name}`}
    >
      <Paper
        withBorder
        p="md"
        radius="md"
        h="100%"
        style={{
          borderColor: selected ? 'var(--mantine-color-blue-filled)' : undefined,
          boxShadow: selected ? '0 0 0 1px var(--mantine-color-blue-filled)' : undefined,
        }}
      >
        <Stack gap="xs">
          <div>
            <Text fw={700} size="lg">
              Class {item.class_level}
            </Text>
            {showSchool && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.school_name}
              </Text>
            )}
          </div>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              Curriculum progress
            </Text>
            <Text size="sm" fw={600}>
              {item.progress}%
            </Text>
          </Group>
          <Progress value={item.progress} aria-label={`Progress ${item.progress}%`} />
          <Text size="xs" c="dimmed">
            Slide {item.slides_done} of {item.total_slides}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            <Stat label="Students" value={item.student_count} />
            <Stat label="Sessions" value={item.session_count} />
          </SimpleGrid>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{value}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
