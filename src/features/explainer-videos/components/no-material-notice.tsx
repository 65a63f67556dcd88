import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Stack, Text } from '@mantine/core';
import { IconBooks, IconPencil, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

type Props = { message: string; busy: boolean; disabled?: boolean; onFromPrompt: () => void; onEdit: () => void };

/** No slide covers the prompt: said in place (and focused, so it is announced) before anything is generated. */
export function NoMaterialNotice({ message, busy, disabled, onFromPrompt, onEdit }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { t } = useLingui();
  // The same message as promptOnlyLabel() of video-source-label.ts.
  const label = t`Made from your prompt alone, not from course material`;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconBooks size={20} />}
      title={message}
      style={{ outlineOffset: 2 }}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Name a topic your class has slides for, or make the video from the words of your prompt. It will be
            labelled: “{label}”.
          </Trans>
        </Text>
        <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'center' }}>
          <Button
            color="yellow.8"
            leftSection={<IconSparkles size={16} />}
            loading={busy}
            disabled={disabled}
            onClick={onFromPrompt}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            <Trans>Generate from the prompt alone</Trans>
          </Button>
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
            <Trans>Edit the prompt</Trans>
          </Button>
        </Flex>
      </Stack>
    </Alert>
  );
}
