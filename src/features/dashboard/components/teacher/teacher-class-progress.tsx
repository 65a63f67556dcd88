import { memo } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { percentOf } from '#contract/percent';
import { nextSlideOf } from '#contract/sessions';
import type { ProgressResult } from '#contract/sessions-types';
import { LinkButton } from '#src/components/link-button';
import { compareClasses } from '#src/lib/teaching-choices';
import type { ClassPair } from '#src/lib/queries/class-progress';
import { SectionCard } from '../section-card';
import { compareText } from '#src/lib/compare-text';
import { clock } from '#src/lib/format';
import { inOwnDigits } from '#src/i18n/intl-format';

type Props = {
  pairs: ClassPair[];
  results: ProgressResult[] | null;
  /** When the device's copy shown was fetched; null when the server answered. */
  asOf?: string | null;
  failed: boolean;
  schoolNames: Map<string, string>;
};

/** Where each assigned class stands in its deck: 'Next: Slide N' with slides remaining, or 'Not started yet'. */
export const TeacherClassProgress = memo(function TeacherClassProgress({
  pairs,
  results,
  asOf,
  failed,
  schoolNames,
}: Props) {
  const { t } = useLingui();
  const fetched = asOf ? clock(asOf, true) : '';
  const bySchool = new Map<string, ProgressResult[]>();
  for (const r of results ?? []) bySchool.set(r.schoolId, [...(bySchool.get(r.schoolId) ?? []), r]);
  const schools = [...bySchool.entries()].sort(([a], [b]) =>
    compareText(schoolNames.get(a) ?? a, schoolNames.get(b) ?? b),
  );

  return (
    <SectionCard title={t`Class Progress`}>
      {results === null && !failed && pairs.length > 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      ) : schools.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>No class progress data available</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {asOf && (
            <Text size="xs" c="dimmed" role="note">
              <Trans>Progress as of {fetched}, kept on this device</Trans>
            </Text>
          )}
          {schools.map(([schoolId, rows]) => (
            <Stack key={schoolId} gap="xs">
              <Text fw={600} size="sm">
                {schoolNames.get(schoolId) ?? t`School`}
              </Text>
              {rows
                .sort((x, y) => compareClasses(x.classLevel, y.classLevel))
                .map((r) => (
                  <ClassRow key={r.classLevel} result={r} schoolName={schoolNames.get(schoolId) ?? ''} />
                ))}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
});

function ClassRow({ result: r, schoolName }: { result: ProgressResult; schoolName: string }) {
  const { t } = useLingui();
  const total = r.courseMaterial.totalSlides;
  const done = Math.min(r.progress.furthestSlide, total);
  const value = percentOf(done, total) ?? 0;
  const remaining = total - done;
  const classLevel = r.classLevel;
  const next = nextSlideOf(r.progress.lastSlideVisited, total);
  const label = schoolName ? t`Class ${classLevel} at ${schoolName}` : t`Class ${classLevel}`;
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            <Trans>Class {classLevel}</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {done === 0
              ? t`Not started yet`
              : remaining > 0
                ? t`Next: Slide ${next} · ${plural(remaining, { one: '# slide', other: '# slides' })} remaining`
                : t`All ${plural(total, { one: '# slide', other: '# slides' })} covered`}
          </Text>
        </div>
        <LinkButton
          to="/manage-slides"
          search={{ class: r.classLevel, school: r.schoolId }}
          size="xs"
          variant="subtle"
          leftSection={<IconPresentation size={14} />}
          aria-label={t`Manage slides for ${label}`}
          style={{ flexShrink: 0 }}
        >
          <Trans>Slides</Trans>
        </LinkButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Progress value={value} size="sm" style={{ flex: 1 }} aria-label={t`${label} progress ${value}%`} />
        <Text size="xs" c="dimmed" style={{ minWidth: 'max-content' }}>
          {inOwnDigits(`${done}/${total}`)}
        </Text>
      </Group>
    </Stack>
  );
}
