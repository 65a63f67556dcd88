import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { CourseMaterialSummary, PlanMismatch } from '#contract/course-materials';
import { byCount, formatDate, plural } from '#src/lib/format';
import { NeedsNetwork } from '#src/components/network/needs-network';

export const formatBytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Props = { material: CourseMaterialSummary; mismatch?: PlanMismatch; onView: () => void; onDelete: () => void };

/** One uploaded class: slide count, file, size, upload date and uploader, with View and Delete. */
export function MaterialCard({ material, mismatch, onView, onDelete }: Props) {
  const label = `Class ${material.class}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {label}
          </Text>
          <Badge variant="light">{plural(material.totalSlides, 'slide')}</Badge>
        </Group>
        <Text size="sm" lineClamp={1} title={material.pdfFileName}>
          {material.pdfFileName}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(material.pdfFileSize)} · Uploaded {formatDate(material.uploadDate)}
          {material.uploadedBy ? ` by ${material.uploadedBy.name}` : ''}
        </Text>
        {mismatch && (
          <Alert color="yellow" variant="light" p="xs" role="note" aria-label={`${label} slide count differs`}>
            <Text size="xs">
              {plural(mismatch.schools, 'school plans', 'schools plan')} {mismatch.counts.join(' or ')}{' '}
              {byCount(mismatch.counts.at(-1) ?? 0, 'slide', 'slides')} for {label}; progress follows this deck's{' '}
              {material.totalSlides}.
            </Text>
          </Alert>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={onView}
            aria-label={`View ${label}`}
          >
            View
          </Button>
          <NeedsNetwork>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              aria-label={`Delete ${label}`}
            >
              Delete
            </Button>
          </NeedsNetwork>
        </Group>
      </Stack>
    </Paper>
  );
}
