import { useLingui } from '@lingui/react/macro';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { DeckRef } from '#src/lib/slide-image';
import { useSlideImage } from '#src/lib/use-slide-image';

type Props = { deck: DeckRef; number: number; title: string; active: boolean; onSelect: () => void };

/** '3. Sensors': the slide's number before its title, unless the deck's title already starts with it. */
export function numberedTitle(number: number, title: string): string {
  return new RegExp(`^${number}[.):]\\s`).test(title) ? title : `${number}. ${title}`;
}

/** A thumbnail that loads its image only once it scrolls into view. */
export function SlideThumb({ deck, number, title, active, onSelect }: Props) {
  const { ref, inViewport } = useInViewport<HTMLButtonElement>();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const { url } = useSlideImage(deck, number, 'thumb', seen);
  const { t } = useLingui();
  return (
    <UnstyledButton
      ref={ref}
      onClick={onSelect}
      aria-label={t`Slide ${number}: ${title}`}
      aria-current={active ? 'true' : undefined}
      style={{
        flex: '0 0 auto',
        width: 120,
        borderRadius: 6,
        outline: active
          ? '3px solid var(--mantine-color-blue-filled)'
          : '1px solid var(--mantine-color-default-border)',
        overflow: 'hidden',
      }}
    >
      <Box h={68} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
        {url ? (
          <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <Text size="xs">{number}</Text>
        )}
      </Box>
      <Text size="xs" px={4} py={2} truncate>
        {numberedTitle(number, title)}
      </Text>
    </UnstyledButton>
  );
}
