import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, NumberInput, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { ASSESSMENT_LIMITS } from '#contract/assessments';
import { type QuestionDraft, addOption, canAddOption, canRemoveOption, removeOption } from './question-drafts';

type Props = {
  index: number;
  question: QuestionDraft;
  onChange: (q: QuestionDraft) => void;
  onRemove: () => void;
  /** Field errors keyed like the contract's paths under this question: 'prompt', 'options.1', 'correctIndex', 'points'. */
  errors: Record<string, string>;
  locked: boolean;
};

/** One multiple-choice question: 2 to 8 options, exactly one correct (a radio), points (1 by default). */
export function QuestionEditor({ index, question: q, onChange, onRemove, errors, locked }: Props) {
  const n = index + 1;
  const { t } = useLingui();
  const minOptions = ASSESSMENT_LIMITS.minOptions;
  const maxOptions = ASSESSMENT_LIMITS.maxOptions;
  return (
    <Card withBorder padding="md" component="fieldset" aria-label={t`Question ${n}`} style={{ minWidth: 0 }}>
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
          minRows={2}
          value={q.prompt}
          onChange={(e) => onChange({ ...q, prompt: e.currentTarget.value })}
          error={errors.prompt}
          disabled={locked}
        />
        <Radio.Group
          label={t`Options`}
          description={t`Choose the correct option. ${minOptions} to ${maxOptions} options.`}
          value={String(q.correctIndex)}
          onChange={(value) => onChange({ ...q, correctIndex: Number(value) })}
          error={errors.correctIndex ?? errors.options}
        >
          <Stack gap="xs" mt={6}>
            {q.options.map((option, i) => {
              const optionNumber = i + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: options have no identity besides their position
                <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                  <Radio value={String(i)} aria-label={t`Option ${optionNumber} is correct`} mt={8} disabled={locked} />
                  <TextInput
                    aria-label={t`Question ${n}, option ${optionNumber}`}
                    placeholder={t`Option ${optionNumber}`}
                    value={option}
                    onChange={(e) => {
                      const options = [...q.options];
                      options[i] = e.currentTarget.value;
                      onChange({ ...q, options });
                    }}
                    error={errors[`options.${i}`]}
                    disabled={locked}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mt={4}
                    onClick={() => onChange(removeOption(q, i))}
                    disabled={locked || !canRemoveOption(q)}
                    aria-label={t`Remove option ${optionNumber} of question ${n}`}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        </Radio.Group>
        <Group justify="space-between" align="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange(addOption(q))}
            disabled={locked || !canAddOption(q)}
          >
            <Trans>Add option</Trans>
          </Button>
          <NumberInput
            label={t`Points`}
            min={1}
            max={100}
            allowDecimal={false}
            value={q.points}
            onChange={(value) =>
              onChange({ ...q, points: typeof value === 'number' ? value : ASSESSMENT_LIMITS.defaultPoints })
            }
            error={errors.points}
            disabled={locked}
            w={110}
          />
        </Group>
      </Stack>
    </Card>
  );
}
