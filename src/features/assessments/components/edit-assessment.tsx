import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Stack } from '@mantine/core';
import { LoadError } from '#src/components/class-items/load-error';
import { PublishedBadge } from '#src/components/class-items/published-badge';
import { PageHeader } from '#src/components/page-header';
import { useAssessment } from '../api/get-assessment';
import { AssessmentEditor } from './assessment-editor';
import { DataLoader } from '#src/components/network/not-on-device';

/** The editor for one stored assessment (one class; Publish while it is a draft). */
export function EditAssessment({ id }: { id: string }) {
  const query = useAssessment(id);
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading assessment`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const a = query.data;
  const schoolName = a.school_name;
  const classLevel = a.class_level;
  return (
    <Stack>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <Trans>Edit Assessment</Trans> <PublishedBadge published={a.published} />
          </Group>
        }
        subtitle={t`${schoolName} · Class ${classLevel}`}
      />
      <AssessmentEditor key={a._id} assessment={a} />
    </Stack>
  );
}
