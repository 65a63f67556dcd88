import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { FormEvent, Ref } from 'react';
import { SCENES_FOR_DURATION, VIDEO_DURATIONS, VIDEO_PROMPT_MAX, type VideoDuration } from '#contract/explainer-videos';

type Props = {
  prompt: string;
  duration: VideoDuration;
  error?: string;
  busy: boolean;
  /** The server cannot make videos now: Generate Video is disabled (the setup alert says why). */
  disabled?: boolean;
  promptRef?: Ref<HTMLTextAreaElement>;
  onPrompt: (prompt: string) => void;
  onDuration: (duration: VideoDuration) => void;
  onGenerate: () => void;
};

/** The prompt and the length: 30 s → 4 scenes, 60 → 8, 90 → 11, 120 → 15 (spec 03 §9). */
export function VideoRequestCard(props: Props) {
  const { prompt, duration, error, busy, disabled, promptRef, onPrompt, onDuration, onGenerate } = props;
  const { t } = useLingui();
  const length = prompt.length;
  const max = VIDEO_PROMPT_MAX;
  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }
  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Create a video</Trans>
        </Title>
        <Textarea
          ref={promptRef}
          label={t`What should the video explain?`}
          placeholder={t`e.g. Explain the sensors around us for class 6 students`}
          autosize
          minRows={4}
          maxRows={10}
          value={prompt}
          error={error}
          maxLength={VIDEO_PROMPT_MAX}
          description={t`${length}/${max} characters`}
          onChange={(e) => onPrompt(e.currentTarget.value)}
        />
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6} p={0}>
            <Trans>Duration</Trans>
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            {VIDEO_DURATIONS.map((d) => {
              const seconds = d;
              const scenes = SCENES_FOR_DURATION[d];
              return (
                <Button
                  key={d}
                  variant={d === duration ? 'filled' : 'default'}
                  aria-pressed={d === duration}
                  aria-label={t`${plural(seconds, { one: '# second', other: '# seconds' })}, ${plural(scenes, { one: '# scene', other: '# scenes' })}`}
                  onClick={() => onDuration(d)}
                  h="auto"
                  py={8}
                >
                  <Stack gap={0} align="center">
                    <Text span fw={600} size="sm" c="inherit">
                      {t`${seconds} s`}
                    </Text>
                    <Text span size="xs" c="inherit">
                      {t`${plural(scenes, { one: '# scene', other: '# scenes' })}`}
                    </Text>
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
        </fieldset>
        <Button type="submit" size="md" leftSection={<IconSparkles size={18} />} loading={busy} disabled={disabled}>
          <Trans>Generate Video</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
