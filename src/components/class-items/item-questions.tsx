import { Trans } from '@lingui/react/macro';
import { Alert, Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FormErrors } from '#src/lib/form-errors';
import { questionErrors } from './use-item-form';

type Editing<Q> = { errors: Record<string, string>; onChange: (next: Q) => void; onRemove: () => void };

/** The Questions part of an assessment or survey editor: each question's editor, their errors, Add question. */
export function ItemQuestions<Q>({
  questions,
  errors,
  locked,
  max,
  onChange,
  newQuestion,
  children,
}: {
  questions: Q[];
  errors: FormErrors;
  locked: boolean;
  max?: number;
  /** The new list; `errorKey` names the errors it clears (all questions' when omitted). */
  onChange: (questions: Q[], errorKey?: string) => void;
  newQuestion: () => Q;
  children: (question: Q, index: number, editing: Editing<Q>) => ReactNode;
}) {
  return (
    <>
      <Title order={2} size="h4" mt="sm">
        <Trans>Questions</Trans>
      </Title>
      {questions.map((q, i) =>
        children(q, i, {
          errors: questionErrors(errors, i),
          onChange: (next) =>
            onChange(
              questions.map((old, j) => (j === i ? next : old)),
              `questions.${i}`,
            ),
          onRemove: () => onChange(questions.filter((_, j) => j !== i)),
        }),
      )}
      {errors.questions && <Alert color="red">{errors.questions}</Alert>}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={locked || (max !== undefined && questions.length >= max)}
        onClick={() => onChange([...questions, newQuestion()])}
      >
        <Trans>Add question</Trans>
      </Button>
    </>
  );
}
