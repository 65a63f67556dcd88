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
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label="Loading assessment" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const a = query.data;
  return (
    <Stack>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            Edit Assessment <PublishedBadge published={a.published} />
          </Group>
        }
        subtitle={`${a.school_name} · Class ${a.class_level}`}
      />
      <AssessmentEditor key={a._id} assessment={a} />
    </Stack>
  );
}
