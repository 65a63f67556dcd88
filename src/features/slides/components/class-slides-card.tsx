import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { gradeOf } from '#contract/class-level';
import { useEffect, useRef, useState } from 'react';
import { SESSION_MESSAGES as M, nextSlideOf } from '#contract/sessions';
import { SlideCountSchema } from '#contract/slides';
import type { ProgressMaterial, ProgressResult } from '#contract/sessions-types';
import { contractText } from '#src/i18n/contract-text';
import { validateWith } from '#src/lib/form-errors';
import { badgeIsDefault, progressColor, progressPercent } from './progress-bands';
import { NeedsNetwork } from '#src/components/network/needs-network';
import { percentText } from '#src/lib/format';

type Props = {
  result: ProgressResult;
  highlighted: boolean;
  canEdit: boolean;
  saving: boolean;
  onSave: (slideCount: number) => Promise<boolean>;
};

/** One class: its progress through its slides, and (for those who may) its slide count. */
export function ClassSlidesCard({ result, highlighted, canEdit, saving, onSave }: Props) {
  const percent = progressPercent(result);
  const total = result.courseMaterial.totalSlides;
  // What the editor changes: the school's plan for the grade (progress follows the deck when there is one).
  const planned = result.courseMaterial.plannedSlides ?? total;
  const { furthestSlide, lastSlideVisited } = result.progress;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(total));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const save = async () => {
    const checked = validateWith(SlideCountSchema, { slide_count: value });
    if (!checked.ok) return setError(contractText(checked.errors.slide_count ?? M.invalidSlideCount));
    setError(null);
    if (await onSave(checked.output.slide_count)) setEditing(false);
  };
  const classLevel = result.classLevel;
  const label = t`Class ${classLevel}`;
  const next = nextSlideOf(lastSlideVisited, total);
  const remaining = Math.max(0, total - furthestSlide);

  return (
    <Paper
      ref={ref}
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={label}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-blue-filled)', boxShadow: '0 0 0 1px var(--mantine-color-blue-filled)' }
          : undefined
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Badge
            size="lg"
            variant={badgeIsDefault(percent) ? 'filled' : 'light'}
            color={badgeIsDefault(percent) ? 'blue' : 'gray'}
          >
            {label}
          </Badge>
          <Text fw={700}>{percentText(percent)}</Text>
        </Group>
        <Progress
          value={percent}
          color={progressColor(percent)}
          aria-label={t`Class ${classLevel} progress ${percent}%`}
        />
        <Text size="sm">
          {furthestSlide > 0
            ? t`Slide ${furthestSlide} of ${total} taught`
            : t`Not started yet · ${plural(total, { one: '# slide', other: '# slides' })}`}
        </Text>
        {furthestSlide > 0 && (
          <Text size="xs" c="dimmed">
            {t`Next: Slide ${next} · ${plural(remaining, { one: '# slide', other: '# slides' })} remaining`}
          </Text>
        )}
        <DeckMismatch material={result.courseMaterial} classNumber={gradeOf(result.classLevel)} />
        {canEdit &&
          (editing ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={t`Slides for Class ${classLevel}`}
                  inputMode="numeric"
                  value={value}
                  onChange={(e) => setValue(e.currentTarget.value)}
                  error={error}
                  size="xs"
                  w={140}
                  data-autofocus
                />
                <NeedsNetwork>
                  <Button type="submit" size="xs" mt={22} loading={saving}>
                    <Trans>Save</Trans>
                  </Button>
                </NeedsNetwork>
                <Button size="xs" mt={22} variant="default" onClick={() => setEditing(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </form>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setValue(String(planned));
                setError(null);
                setEditing(true);
              }}
              aria-label={t`Change slide count of Class ${classLevel}`}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Change slide count</Trans>
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}

/** A school plan that disagrees with the uploaded deck: said, not silently ignored (issue 15). */
function DeckMismatch({ material, classNumber }: { material: ProgressMaterial; classNumber: number | null }) {
  const { t } = useLingui();
  const { deckSlides, plannedSlides } = material;
  if (deckSlides === null || plannedSlides === null || plannedSlides === deckSlides) return null;
  const grade = classNumber ?? '';
  return (
    <Alert color="yellow" variant="light" p="xs" role="note" aria-label={t`Slide count differs from the deck`}>
      <Text size="xs">
        {t`The Class ${grade} deck has ${plural(deckSlides, { one: '# slide', other: '# slides' })}, so progress counts ${deckSlides}. The school's plan of ${plural(plannedSlides, { one: '# slide', other: '# slides' })} applies only while there is no deck.`}
      </Text>
    </Alert>
  );
}
