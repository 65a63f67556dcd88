import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import type { ClassSummary } from '#contract/classes';
import { TextLink } from '#src/components/text-link';

type Props = {
  item: ClassSummary;
  selected: boolean;
  showSchool: boolean;
  showRegister?: boolean;
  onToggle: () => void;
};

/**
 * A class card: student count, curriculum progress (furthest slide over the grade's slides) and sessions; for those
 * who teach or run the class, a link to its register (issue 17) below the card's button.
 */
export function ClassCard({ item, selected, showSchool, showRegister = false, onToggle }: Props) {
  const { t } = useLingui();
  const { class_level: classLevel, school_name: schoolName, progress, slides_done: done, total_slides: total } = item;
  return (
    <Paper
      withBorder
      radius="md"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'var(--mantine-color-blue-filled)' : undefined,
        boxShadow: selected ? '0 0 0 1px var(--mantine-color-blue-filled)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={onToggle}
        aria-pressed={selected}
        aria-label={t`Class ${classLevel} at ${schoolName}`}
        p="md"
        style={{ flex: 1 }}
      >
        <Stack gap="xs">
          <div>
            <Text fw={700} size="lg">
              <Trans>Class {classLevel}</Trans>
            </Text>
            {showSchool && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.school_name}
              </Text>
            )}
          </div>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              <Trans>Curriculum progress</Trans>
            </Text>
            <Text size="sm" fw={600}>
              {item.progress}%
            </Text>
          </Group>
          <Progress value={item.progress} aria-label={t`Progress ${progress}%`} />
          <Text size="xs" c="dimmed">
            <Trans>
              Slide {done} of {total}
            </Trans>
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            <Stat label={t`Students`} value={item.student_count} />
            <Stat label={t`Sessions`} value={item.session_count} />
          </SimpleGrid>
        </Stack>
      </UnstyledButton>
      {showRegister && (
        <Group px="md" pb="sm" pt={0}>
          <TextLink
            to="/classes/$schoolId/$classLevel/register"
            params={{ schoolId: item.school_id, classLevel: item.class_level }}
            size="sm"
            aria-label={t`Register of Class ${classLevel} at ${schoolName}`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconTable size={16} aria-hidden />
              <Trans context="attendance register">Register</Trans>
            </Group>
          </TextLink>
        </Group>
      )}
    </Paper>
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
