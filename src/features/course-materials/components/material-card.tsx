import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { CourseMaterialSummary, PlanMismatch } from '#contract/course-materials';
import { formatDate } from '#src/lib/format';
import { NeedsNetwork } from '#src/components/network/needs-network';

export const formatBytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Props = { material: CourseMaterialSummary; mismatch?: PlanMismatch; onView: () => void; onDelete: () => void };

/** One uploaded class: slide count, file, size, upload date and uploader, with View and Delete. */
export function MaterialCard({ material, mismatch, onView, onDelete }: Props) {
  const { t } = useLingui();
  const grade = material.class;
  const label = t`Class ${grade}`;
  const slides = material.totalSlides;
  const size = formatBytes(material.pdfFileSize);
  const uploaded = formatDate(material.uploadDate);
  const uploader = material.uploadedBy?.name ?? '';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {label}
          </Text>
          <Badge variant="light">
            <Plural value={slides} one="# slide" other="# slides" />
          </Badge>
        </Group>
        <Text size="sm" lineClamp={1} title={material.pdfFileName}>
          {material.pdfFileName}
        </Text>
        <Text size="xs" c="dimmed">
          {material.uploadedBy ? t`${size} · Uploaded ${uploaded} by ${uploader}` : t`${size} · Uploaded ${uploaded}`}
        </Text>
        {mismatch && (
          <Alert color="yellow" variant="light" p="xs" role="note" aria-label={t`Class ${grade} slide count differs`}>
            <Text size="xs">
              <MismatchNote mismatch={mismatch} grade={grade} slides={slides} />
            </Text>
          </Alert>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={onView}
            aria-label={t`View Class ${grade}`}
          >
            <Trans>View</Trans>
          </Button>
          <NeedsNetwork>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              aria-label={t`Delete Class ${grade}`}
            >
              <Trans>Delete</Trans>
            </Button>
          </NeedsNetwork>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Schools whose plan for the grade differs from its deck (issue 15): the deck's count is the one progress uses. */
function MismatchNote({ mismatch, grade, slides }: { mismatch: PlanMismatch; grade: number; slides: number }) {
  const { t } = useLingui();
  const schools = mismatch.schools;
  const counts = mismatch.counts.join(` ${t`or`} `);
  const last = mismatch.counts.at(-1) ?? 0;
  return t`${plural(schools, { one: '# school plans', other: '# schools plan' })} ${counts} ${plural(last, { one: 'slide', other: 'slides' })} for Class ${grade}; progress follows this deck's ${slides}.`;
}
