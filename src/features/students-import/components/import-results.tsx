import { contractText } from '#src/i18n/contract-text';
import { groupIndian } from '#src/lib/format';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLock, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { ImportResponse } from '#contract/students-import';
import { LinkButton } from '#src/components/link-button';
import { CreatedStudents } from './created-students';
import { type Issue, IssueList } from './issue-list';

type Props = {
  result: ImportResponse;
  schoolName: string;
  noun: 'Row' | 'Line';
  placeOf: (row: number) => number;
  onImportMore: () => void;
};

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color}>
        {groupIndian(value)}
      </Text>
    </Paper>
  );
}

/** Step 4: what the import did, the skipped rows and where to go next (spec 03 §2, §7). */
export function ImportResults({ result, schoolName, noun, placeOf, onImportMore }: Props) {
  const { t } = useLingui();
  const { summary } = result;
  const { created, duplicates, invalid } = summary;
  const issues = (records: ImportResponse['invalid_records']): Issue[] =>
    records.map((r) => ({ place: placeOf(r.row), errors: r.errors, who: r.record.student_id || undefined }));
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" size="lg" radius="xl">
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4">
              <Trans>Import complete</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              {contractText(result.message)}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat label={t`Students created`} value={summary.created} color="green" />
          <Stat
            label={t`Duplicates skipped`}
            value={summary.duplicates}
            color={summary.duplicates ? 'orange' : undefined}
          />
          <Stat label={t`Invalid rows`} value={summary.invalid} color={summary.invalid ? 'red' : undefined} />
          <Stat label={t`Rows read`} value={summary.total_rows} />
        </SimpleGrid>
        <Group mt="lg" gap="sm">
          <Button leftSection={<IconRefresh size={16} />} onClick={onImportMore}>
            <Trans>Import More Students</Trans>
          </Button>
          <LinkButton variant="default" leftSection={<IconUsers size={16} />} to="/students">
            <Trans>View Students</Trans>
          </LinkButton>
        </Group>
      </Paper>
      {result.duplicate_records.length > 0 && (
        <IssueList
          title={t`${plural(duplicates, { one: '# duplicate student was skipped', other: '# duplicate students were skipped' })}`}
          issues={issues(result.duplicate_records)}
          noun={noun}
          color="orange"
        />
      )}
      {result.invalid_records.length > 0 && (
        <IssueList
          title={
            noun === 'Row'
              ? t`${plural(invalid, { one: '# row was not imported', other: '# rows were not imported' })}`
              : t`${plural(invalid, { one: '# line was not imported', other: '# lines were not imported' })}`
          }
          issues={issues(result.invalid_records)}
          noun={noun}
          color="red"
        />
      )}
      {result.students.length > 0 &&
        (result.codes_withheld ? (
          // A replayed answer (the same request sent again): the codes were shown once and are not kept.
          <Alert color="yellow" icon={<IconLock size={18} />} title={t`The one-time codes are not shown again`}>
            <Trans>
              <Plural value={created} one="# student was" other="# students were" /> created by this import. To give a
              student a new code, issue a new sign-in card from the Students list.
            </Trans>
          </Alert>
        ) : (
          <CreatedStudents students={result.students} schoolName={schoolName} />
        ))}
    </Stack>
  );
}
