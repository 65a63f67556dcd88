import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UnsentOutcome } from '#contract/unsent-changes';
import { PageHeader } from '#src/components/page-header';
import { SimpleTable } from '#src/components/simple-table';
import { StatCard } from '#src/components/stat-card';
import { errorMessage } from '#src/lib/api-client';
import { formatDateTime, plural } from '#src/lib/format';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useLoadUnsentChanges } from '../api/load-unsent';
import { readUnsentFile, type SavedUnsentFile } from '../read-unsent-file';
import { KIND_LABEL } from '../use-outbox';

const OUTCOME_COLOR: Record<UnsentOutcome, string> = {
  applied: 'green',
  'already applied': 'gray',
  refused: 'red',
};

/**
 * Admin: load a teacher's 'Save unsent changes' file from a device that will never reach the server again. The
 * server applies each change as that teacher would have sent it, once, and lists what happened to each.
 */
export function LoadUnsentScreen() {
  const [chosen, setChosen] = useState<{ name: string; file: SavedUnsentFile } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useLoadUnsentChanges();
  const keyFor = useIdempotencyKey();

  const choose = async (file: File | null) => {
    load.reset();
    setProblem(null);
    setChosen(null);
    if (!file) return;
    try {
      setChosen({ name: file.name, file: await readUnsentFile(file) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const apply = () => {
    if (chosen) load.mutate({ fileName: chosen.name, file: chosen.file, key: keyFor(chosen) });
  };
  const result = load.data;

  return (
    <Stack>
      <PageHeader
        title="Load Unsent Changes"
        subtitle="Apply the classes a teacher recorded on a device that cannot reach the server, from the file they saved."
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FileInput
            label="File of unsent changes"
            description="The teacher saves it from the Sync panel: Save unsent changes."
            placeholder="Choose a .json file"
            accept="application/json,.json"
            leftSection={<IconFileUpload size={16} />}
            clearable
            onChange={(file) => void choose(file)}
            error={problem}
          />
          {chosen && (
            <Text size="sm" aria-label="File summary">
              {plural(chosen.file.changes.length, 'change')} of <b>{chosen.file.teacherName || 'a teacher'}</b>, saved{' '}
              {formatDateTime(chosen.file.savedAt)}
            </Text>
          )}
          <Group>
            <Button leftSection={<IconUpload size={16} />} disabled={!chosen} loading={load.isPending} onClick={apply}>
              Apply changes
            </Button>
          </Group>
          {load.isError && (
            <Alert color="red" title="The file was not applied">
              {errorMessage(load.error, 'Failed to load the file')}
            </Alert>
          )}
        </Stack>
      </Paper>

      {result && (
        <Paper component="section" withBorder p="md" radius="md" aria-label="Results">
          <Stack gap="sm">
            <Text fw={600}>
              {result.fileName} of {result.teacher.name}
            </Text>
            <Group grow preventGrowOverflow={false} wrap="wrap">
              <StatCard label="Applied" value={result.summary.applied} />
              <StatCard label="Already applied" value={result.summary['already applied']} />
              <StatCard label="Refused" value={result.summary.refused} />
            </Group>
            <SimpleTable
              caption="Each change, in the order it was applied"
              head={['Change', 'Class', 'Made at', 'Result']}
              minWidth={560}
              rows={result.results.map((r) => ({
                key: r.idempotencyKey,
                cells: [
                  KIND_LABEL[r.kind as keyof typeof KIND_LABEL] ?? r.kind,
                  r.label,
                  formatDateTime(r.clientTimestamp),
                  <Stack gap={2} key="result">
                    <Badge color={OUTCOME_COLOR[r.outcome]} variant="light" style={{ minWidth: 'max-content' }}>
                      {r.outcome}
                    </Badge>
                    {r.outcome !== 'applied' && <Text size="xs">{r.message}</Text>}
                  </Stack>,
                ],
              }))}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
