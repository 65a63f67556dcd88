import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';

type Props = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  /** The server's message for the reason field, if it refused it. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A destructive action that needs a reason (Reject): the reason is required and kept with the decision. */
export function ReasonDialog({ opened, title, message, confirmLabel, loading, error, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason('');
      setMissing(false);
    }
  }, [opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} zIndex={500} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{message}</Text>
          <Textarea
            label={t`Reason`}
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            value={reason}
            error={missing ? t`Please give a reason` : error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
