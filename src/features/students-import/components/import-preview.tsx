import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { IMPORT_LIMITS, type ValidRow } from '#contract/students-import';
import { SimpleTable } from '#src/components/simple-table';

type Props = { valid: ValidRow[]; importing: boolean; onImport: () => void };

/** Step 3: the first 10 students as they will be created, the Import button and its progress. */
export function ImportPreview({ valid, importing, onImport }: Props) {
  const shown = valid.slice(0, IMPORT_LIMITS.previewRows);
  const count = valid.length;
  const shownCount = shown.length;
  const { t } = useLingui();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>3. Preview and import</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {count > shownCount
              ? t`Showing the first ${shownCount} of ${plural(count, { one: '# student', other: '# students' })} ready to import`
              : t`${plural(count, { one: '# student', other: '# students' })} ready to import`}
          </Text>
        </Stack>
        <Button leftSection={<IconUpload size={16} />} loading={importing} onClick={onImport} disabled={count === 0}>
          <Trans>
            Import <Plural value={count} one="# Student" other="# Students" />
          </Trans>
        </Button>
      </Group>
      {importing && (
        <Stack gap={4} mb="sm" role="status" aria-live="polite">
          <Progress value={100} striped animated aria-label={t`Importing students`} />
          <Text size="sm" c="dimmed">
            <Trans>
              Importing <Plural value={count} one="# student" other="# students" />… large files take a few seconds.
            </Trans>
          </Text>
        </Stack>
      )}
      <SimpleTable
        label={t`Preview of the students to import`}
        minWidth={620}
        head={[t`Student ID`, t`Name`, t`Class`, t`Phone`, t`Parent contact`]}
        rows={shown.map((row, index) => ({
          // A fixed preview; a file may repeat a student ID.
          key: `${index}-${row.student_id}`,
          cells: [row.student_id, row.name, row.class_level, row.phone || '—', row.parent_contact || '—'],
        }))}
      />
    </Paper>
  );
}
