import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { COURSE_MATERIAL_MESSAGES as M } from '#contract/course-materials';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { contractText } from '#src/i18n/contract-text';

type Props = {
  deck: ViewerDeck;
  current: number;
  onGo: (slide: number) => void;
  thumb: ((n: number) => string | null) | null;
};

/** Previous and next, the slide-number input ('Slide not found' outside the deck) and, for small decks, thumbnails. */
export function ViewerFooter({ deck, current, onGo, thumb }: Props) {
  const { t } = useLingui();
  // What the teacher is typing, and the slide a 'Slide not found' belongs to: both follow the current slide without
  // an effect, so a move renders the footer once (an effect's update would render it again before the paint).
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(null);
  const [notFoundAt, setNotFoundAt] = useState<number | null>(null);
  const text = draft?.at === current ? draft.text : String(current);
  const notFound = notFoundAt === current;
  const setText = (value: string) => setDraft({ text: value, at: current });
  const total = deck.totalSlides;

  const submit = () => {
    const n = Number(text.trim());
    if (!Number.isInteger(n) || n < 1 || n > deck.totalSlides) return setNotFoundAt(current);
    setNotFoundAt(null);
    setDraft(null);
    onGo(n);
  };

  return (
    <Box px="sm" py={6} style={{ borderTop: '1px solid #25282f' }}>
      {thumb && (
        <ScrollArea type="auto" offsetScrollbars aria-label={t`Slide thumbnails`} mb={6}>
          <Group gap={6} wrap="nowrap" justify="center" miw="max-content">
            {deck.slides.map((s) => {
              const url = thumb(s.number);
              const active = s.number === current;
              const { number, title } = s;
              return (
                <UnstyledButton
                  key={s.number}
                  onClick={() => onGo(s.number)}
                  aria-label={t`Go to slide ${number}: ${title}`}
                  aria-current={active ? 'true' : undefined}
                  style={{
                    width: 88,
                    height: 50,
                    borderRadius: 4,
                    overflow: 'hidden',
                    flex: '0 0 auto',
                    background: '#1f232b',
                    outline: active ? '3px solid var(--mantine-color-blue-5)' : '1px solid #343a46',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {url ? (
                    <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                  ) : (
                    <Text size="xs">{s.number}</Text>
                  )}
                </UnstyledButton>
              );
            })}
          </Group>
        </ScrollArea>
      )}
      <Group justify="center" gap="sm" wrap="nowrap">
        <ActionIcon
          size="xl"
          variant="filled"
          color="dark.4"
          onClick={() => onGo(current - 1)}
          disabled={current <= 1}
          aria-label={t`Previous slide`}
        >
          <IconChevronLeft size={24} />
        </ActionIcon>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          style={{ display: 'flex', alignItems: 'center', gap: 6 }}
        >
          <TextInput
            aria-label={t`Slide number`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onBlur={() => !notFound && setDraft(null)}
            inputMode="numeric"
            w={72}
            size="sm"
            error={notFound}
            aria-invalid={notFound}
            aria-describedby={notFound ? 'slide-not-found' : undefined}
            styles={{ input: { textAlign: 'center' } }}
          />
          <Text size="sm" c="gray.4" style={{ whiteSpace: 'nowrap' }}>
            <Trans comment="After the slide-number field of the slide viewer: '[12] of 30'">of {total}</Trans>
          </Text>
        </form>
        <ActionIcon
          size="xl"
          variant="filled"
          color="dark.4"
          onClick={() => onGo(current + 1)}
          disabled={current >= deck.totalSlides}
          aria-label={t`Next slide`}
        >
          <IconChevronRight size={24} />
        </ActionIcon>
      </Group>
      {notFound && (
        <Text id="slide-not-found" role="alert" size="sm" c="red.4" ta="center" mt={4}>
          {contractText(M.slideNotFound)}
        </Text>
      )}
    </Box>
  );
}
