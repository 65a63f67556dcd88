import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SESSION_MESSAGES as M } from '#contract/sessions';
import { SlideCountSchema } from '#contract/slides';
import { isGradeOrClassLevel } from '#contract/class-level';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { NeedsNetwork } from '#src/components/network/needs-network';

type Props = {
  opened: boolean;
  existing: string[];
  saving: boolean;
  onClose: () => void;
  onAdd: (classLevel: string, slideCount: number) => Promise<boolean>;
};

/** Add Class: a name (upper-cased, new at this school) and its number of slides (at least 1). */
export function AddClassDialog({ opened, existing, saving, onClose, onAdd }: Props) {
  const [name, setName] = useState('');
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { t } = useLingui();
  useEffect(() => {
    if (!opened) return;
    setName('');
    setCount('');
    setErrors({});
  }, [opened]);

  const add = async () => {
    const label = name.trim().toUpperCase();
    const next: FormErrors = {};
    if (!label) next.name = t`Please enter a class name`;
    else if (!isGradeOrClassLevel(label))
      next.name = t`Invalid class level: use a class from 1 to 12 and an optional section, e.g. 7C`;
    else if (existing.includes(label)) {
      const classLevel = label;
      next.name = t`Class ${classLevel} already exists`;
    }
    const checked = validateWith(SlideCountSchema, { slide_count: count });
    if (!checked.ok) next.count = contractText(checked.errors.slide_count ?? M.invalidSlideCount);
    setErrors(next);
    if (Object.keys(next).length > 0 || !checked.ok) return;
    if (await onAdd(label, checked.output.slide_count)) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Add Class`} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <Stack>
          <TextInput
            label={t`Class name`}
            placeholder={t`e.g. 7C`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value.toUpperCase())}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label={t`Number of slides`}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.currentTarget.value)}
            error={errors.count}
          />
          <Text size="xs" c="dimmed">
            <Trans>
              The slide count is kept per class level at this school: it applies to every section of that class.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <NeedsNetwork>
              <Button type="submit" loading={saving}>
                <Trans>Add Class</Trans>
              </Button>
            </NeedsNetwork>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
