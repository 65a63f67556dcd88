import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UnsentOutcome } from '#contract/unsent-changes';
import { PageHeader } from '#src/components/page-header';
import { SimpleTable } from '#src/components/simple-table';
import { StatCard } from '#src/components/stat-card';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { formatDateTime } from '#src/lib/format';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useLoadUnsentChanges } from '../api/load-unsent';
import { readUnsentFile, type SavedUnsentFile } from '../read-unsent-file';
import { labelText } from '../outbox-label';
import { KIND_LABEL } from '../use-outbox';

const OUTCOME_COLOR: Record<UnsentOutcome, string> = {
  applied: 'green',
  'already applied': 'gray',
  refused: 'red',
};
const OUTCOME_LABEL: Record<UnsentOutcome, MessageDescriptor> = {
  applied: msg`applied`,
  'already applied': msg`already applied`,
  refused: msg`refused`,
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
  const { i18n, t } = useLingui();

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
  const changeCount = chosen?.file.changes.length ?? 0;
  const teacherName = chosen?.file.teacherName || t`a teacher`;
  const savedAt = formatDateTime(chosen?.file.savedAt);
  const fileName = result?.fileName;
  const resultTeacher = result?.teacher.name;
  const kindLabel = (kind: string) => {
    const label: MessageDescriptor | undefined = KIND_LABEL[kind as keyof typeof KIND_LABEL];
    return label ? i18n._(label) : kind;
  };

  return (
    <Stack>
      <PageHeader
        title={t`Load Unsent Changes`}
        subtitle={t`Apply the classes a teacher recorded on a device that cannot reach the server, from the file they saved.`}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FileInput
            label={t`File of unsent changes`}
            description={t`The teacher saves it from the Sync panel: Save unsent changes.`}
            placeholder={t`Choose a .json file`}
            accept="application/json,.json"
            leftSection={<IconFileUpload size={16} />}
            clearable
            onChange={(file) => void choose(file)}
            error={problem ? contractText(problem) : null}
          />
          {chosen && (
            <Text size="sm" aria-label={t`File summary`}>
              <Trans>
                <Plural value={changeCount} one="# change" other="# changes" /> of <b>{teacherName}</b>, saved {savedAt}
              </Trans>
            </Text>
          )}
          <Group>
            <Button leftSection={<IconUpload size={16} />} disabled={!chosen} loading={load.isPending} onClick={apply}>
              <Trans>Apply changes</Trans>
            </Button>
          </Group>
          {load.isError && (
            <Alert color="red" title={t`The file was not applied`}>
              {errorMessage(load.error, t`Failed to load the file`)}
            </Alert>
          )}
        </Stack>
      </Paper>

      {result && (
        <Paper component="section" withBorder p="md" radius="md" aria-label={t`Results`}>
          <Stack gap="sm">
            <Text fw={600}>
              <Trans>
                {fileName} of {resultTeacher}
              </Trans>
            </Text>
            <Group grow preventGrowOverflow={false} wrap="wrap">
              <StatCard label={t`Applied`} value={result.summary.applied} />
              <StatCard label={t`Already applied`} value={result.summary['already applied']} />
              <StatCard label={t`Refused`} value={result.summary.refused} />
            </Group>
            <SimpleTable
              caption={t`Each change, in the order it was applied`}
              head={[t`Change`, t`Class`, t`Made at`, t`Result`]}
              minWidth={560}
              rows={result.results.map((r) => ({
                key: r.idempotencyKey,
                cells: [
                  kindLabel(r.kind),
                  labelText(r.label),
                  formatDateTime(r.clientTimestamp),
                  <Stack gap={2} key="result">
                    <Badge color={OUTCOME_COLOR[r.outcome]} variant="light" style={{ minWidth: 'max-content' }}>
                      {OUTCOME_LABEL[r.outcome] ? i18n._(OUTCOME_LABEL[r.outcome]) : r.outcome}
                    </Badge>
                    {r.outcome !== 'applied' && <Text size="xs">{contractText(r.message)}</Text>}
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
