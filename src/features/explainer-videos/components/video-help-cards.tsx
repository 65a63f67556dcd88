import { List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { EXAMPLE_PROMPTS, VIDEO_TIPS } from '#contract/explainer-videos';
import classes from './video-help-cards.module.css';

/** Example prompts: choosing one puts it in the prompt box. */
export function ExamplePromptsCard({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="xs">
        Example prompts
      </Title>
      <Stack gap={6}>
        {EXAMPLE_PROMPTS.map((p) => (
          <UnstyledButton
            key={p}
            className={classes.example}
            onClick={() => onPick(p)}
            aria-label={`Use example: ${p}`}
          >
            <Text size="sm">{p}</Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}

export function VideoTipsCard() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="xs">
        Tips
      </Title>
      <List size="sm" spacing="xs" icon={<IconBulb size={16} color="var(--mantine-color-yellow-6)" />}>
        {VIDEO_TIPS.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
