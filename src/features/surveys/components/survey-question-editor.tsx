import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Checkbox, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SurveyQuestion } from '#contract/surveys';

type Props = {
  index: number;
  question: SurveyQuestion;
  onChange: (q: SurveyQuestion) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  locked: boolean;
};

/** One rating question: the students answer from min to max (1 to 10 by default), with an optional comment. */
export function SurveyQuestionEditor({ index, question: q, onChange, onRemove, errors, locked }: Props) {
  const n = index + 1;
  const { t } = useLingui();
  const num = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);
  return (
    <Card withBorder padding="md" role="group" aria-label={t`Question ${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <Trans>Question {n}</Trans>
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={locked}
            aria-label={t`Remove question ${n}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Textarea
          label={t`Question`}
          withAsterisk
          autosize
          minRows={1}
          value={q.prompt}
          onChange={(e) => onChange({ ...q, prompt: e.currentTarget.value })}
          error={errors.prompt}
          disabled={locked}
        />
        <Group gap="sm" align="flex-start">
          <NumberInput
            label={t`Lowest rating`}
            min={0}
            max={100}
            allowDecimal={false}
            w={120}
            value={q.min}
            onChange={(v) => onChange({ ...q, min: num(v, 1) })}
            error={errors.min}
            disabled={locked}
          />
          <NumberInput
            label={t`Highest rating`}
            min={1}
            max={100}
            allowDecimal={false}
            w={120}
            value={q.max}
            onChange={(v) => onChange({ ...q, max: num(v, 10) })}
            error={errors.max}
            disabled={locked}
          />
        </Group>
        <Checkbox
          label={t`Allow a comment`}
          checked={q.allow_verbatim}
          onChange={(e) => onChange({ ...q, allow_verbatim: e.currentTarget.checked })}
          disabled={locked}
        />
      </Stack>
    </Card>
  );
}
