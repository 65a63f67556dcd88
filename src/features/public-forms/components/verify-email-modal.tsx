import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { OTP_RULES } from '#contract/public-forms';

type Props = {
  email: string | null;
  verifying: boolean;
  error: string | null;
  onVerify: (otp: string) => void;
  onCancel: () => void;
  onTyping: () => void;
};

/** The 'Verify Email' modal: a 6-digit code, digits only; Verify waits for all 6 (spec 03 §2, §5). */
export function VerifyEmailModal({ email, verifying, error, onVerify, onCancel, onTyping }: Props) {
  const { t } = useLingui();
  const [otp, setOtp] = useState('');
  useEffect(() => {
    if (email) setOtp('');
  }, [email]);
  // A wrong code is cleared so the next one can be typed at once.
  useEffect(() => {
    if (error) setOtp('');
  }, [error]);
  const complete = otp.length === OTP_RULES.length;
  const digits = OTP_RULES.length;
  const minutes = OTP_RULES.ttlMs / 60_000;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onVerify(otp);
  }

  return (
    <Modal opened={email !== null} onClose={onCancel} title={t`Verify Email`} centered closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              We sent a {digits}-digit code to <b>{email}</b>. Enter it below to confirm your e-mail address. The code
              works once, for <Plural value={minutes} one="# minute" other="# minutes" />.
            </Trans>
          </Text>
          <TextInput
            label={t`Verification code`}
            placeholder="000000"
            data-autofocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_RULES.length}
            value={otp}
            error={error}
            onChange={(e) => {
              setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_RULES.length));
              onTyping();
            }}
            styles={{
              input: {
                fontSize: 24,
                letterSpacing: '0.5em',
                textAlign: 'center',
                fontFamily: 'ui-monospace, monospace',
              },
            }}
          />
          <Text size="xs" c="dimmed">
            <Trans>No e-mail? Check your spam folder, or cancel and send the form again for a new code.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={verifying}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!complete} loading={verifying}>
              <Trans>Verify</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
