import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

export type SentEnquiry = { institutionName: string; email: string };

/**
 * In place of the form once an enquiry is verified (issue 40): what was sent, what happens next, another one. The
 * form (and the button focus would return to) is gone: focus moves to the heading, so it is read out.
 */
export function EnquirySent({ sent, onAnother }: { sent: SentEnquiry; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const institutionName = sent.institutionName;
  const email = sent.email;
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} radius="md" aria-label={t`Enquiry received`}>
      <Stack gap="sm" align="flex-start">
        <IconCircleCheck size={36} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>Enquiry received</Trans>
        </Title>
        {/* A long address breaks anywhere rather than run past a phone's edge. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Thank you. Your enquiry for <b>{institutionName}</b> is with our team, and your e-mail address{' '}
            <b>{email}</b> is confirmed.
          </Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Trans>
            What happens next: we read every enquiry and reply to that address, usually with a time to talk about your
            classes and a demonstration. Nothing more is needed from you until then.
          </Trans>
        </Text>
        <Button variant="light" onClick={onAnother}>
          <Trans>Send another enquiry</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
