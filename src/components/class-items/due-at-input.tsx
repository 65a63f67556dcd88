import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import type { Ref } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The due date and time (spec 03 §5): a native datetime-local input (keyboard and phone pickers for free) whose
 * minimum is now; the hint says publishing needs it at least 1 hour ahead. `ref` lets a form focus it on a
 * due-date error.
 */
export function DueAtInput({ value, onChange, error, disabled, label, ref }: Props) {
  const { t } = useLingui();
  return (
    <TextInput
      ref={ref}
      type="datetime-local"
      label={label ?? t`Due at`}
      description={t`At least 1 hour ahead`}
      withAsterisk
      min={dayjs().format('YYYY-MM-DDTHH:mm')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      disabled={disabled}
      maw={320}
    />
  );
}
