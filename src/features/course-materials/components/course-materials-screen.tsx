import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { COURSE_MATERIAL_MESSAGES as M, type CourseMaterialSummary } from '#contract/course-materials';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { PageHeader } from '#src/components/page-header';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/list-materials';
import { MaterialCard } from './material-card';
import { SlideViewerDialog } from './slide-viewer-dialog';
import { JobProgress, UploadCard } from './upload-card';
import { DataLoader } from '#src/components/network/not-on-device';

/** /course-materials (admin): upload a PDF per class, see the decks, view, rename slides and delete. */
export function CourseMaterialsScreen() {
  const list = useMaterials();
  const remove = useDeleteMaterial();
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CourseMaterialSummary | null>(null);
  const [ownJob, setOwnJob] = useState<string | null>(null);
  const { t } = useLingui();
  useErrorToast(list.error, contractText(M.loadFailed));

  const materials = list.data?.materials ?? [];
  // Conversions started elsewhere (another tab, the demo decks); the upload card shows its own.
  const others = (list.data?.conversions ?? []).filter((job) => job._id !== ownJob && job.status !== 'completed');

  const grade = deleting?.class ?? '';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.class, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setDeleting(null);
      },
      onError: (error) => notify.error(contractText(errorMessage(error, M.deleteFailed))),
    });
  };

  return (
    <Stack>
      <PageHeader title={t`Course Materials`} subtitle={t`Upload a PDF per class; each page becomes a slide.`} />
      <UploadCard onJob={setOwnJob} />
      {others.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h5">
              <Trans>Conversions</Trans>
            </Title>
            {others.map((job) => {
              const grade = job.class;
              return (
                <Stack key={job._id} gap={2}>
                  <Text size="sm" fw={600}>
                    {t`Class ${grade}`} · {job.pdfFileName}
                  </Text>
                  {job.repair && (
                    <Text size="xs" c="dimmed">
                      <Trans>Its slide images were lost on the server: they are made again from its PDF.</Trans>
                    </Text>
                  )}
                  <JobProgress done={job.progress} total={job.total} status={job.status} error={job.error} />
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      )}
      <Title order={2} size="h4">
        <Trans>Uploaded classes</Trans>
      </Title>
      {list.isLoading ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : list.isError ? (
        <Text c="red">{contractText(M.loadFailed)}</Text>
      ) : materials.length === 0 ? (
        <Text c="dimmed">
          <Trans>No course material has been uploaded yet. Upload a PDF above to create a class's slides.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {materials.map((m) => (
            <MaterialCard
              key={m._id}
              material={m}
              mismatch={list.data?.planMismatches?.find((p) => p.grade === m.class)}
              onView={() => setViewing(m.class)}
              onDelete={() => setDeleting(m)}
            />
          ))}
        </SimpleGrid>
      )}
      <SlideViewerDialog classNumber={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete Class ${grade} slides?`}
        message={contractText(M.deleteConfirm)}
        confirmLabel={t`Delete`}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
