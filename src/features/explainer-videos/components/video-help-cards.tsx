import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { EXAMPLE_PROMPTS } from '#contract/explainer-videos';
import { VIDEO_TIPS_TEXT } from '../video-text';
import classes from './video-help-cards.module.css';

/**
 * Example prompts: choosing one puts it in the prompt box. They stay in English in every language: they are what is
 * sent, and the decks they are matched against are English.
 */
export function ExamplePromptsCard({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="xs">
        <Trans>Example prompts</Trans>
      </Title>
      <Stack gap={6}>
        {EXAMPLE_PROMPTS.map((prompt) => (
          <UnstyledButton
            key={prompt}
            className={classes.example}
            onClick={() => onPick(prompt)}
            aria-label={t`Use example: ${prompt}`}
          >
            <Text size="sm">{prompt}</Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}

export function VideoTipsCard() {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="xs">
        <Trans>Tips</Trans>
      </Title>
      <List size="sm" spacing="xs" icon={<IconBulb size={16} color="var(--mantine-color-yellow-6)" />}>
        {VIDEO_TIPS_TEXT.map((tip) => (
          <List.Item key={tip.id}>{i18n._(tip)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
