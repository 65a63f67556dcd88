import { useLingui } from '@lingui/react/macro';
import { Box, Center, Loader, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { COURSE_MATERIAL_MESSAGES as M } from '#contract/course-materials';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { contractText } from '#src/i18n/contract-text';

type Props = {
  deck: ViewerDeck;
  current: number;
  /** 1 going forward, -1 going back: the layers underneath are the next slides that way. */
  direction: 1 | -1;
  /** Decoded image URL of a slide, or null. */
  ready: (slide: number) => string | null;
  failed: boolean;
  swipe: {
    onPointerDown: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: () => void;
  };
};

const BACKGROUND = '#0b0d12';
/** Neighbour layers follow the current slide once moves pause, so a burst of moves is not slowed by painting them. */
const SETTLE_MS = 200;

/**
 * The slide area. The current slide lies on top of its neighbours (the one before, the next two, in the direction
 * the class is going), which are
 * already decoded and painted underneath in layers of their own: a move only changes which layer is on top.
 * The neighbours follow once the moves pause (a burst of moves shows each slide as it comes).
 * While a slide is still loading the last one shown stays, dimmed.
 */
export function SlideStage({ deck, current, direction, ready, failed, swipe }: Props) {
  const { t } = useLingui();
  const currentUrl = ready(current);
  const last = useRef<number | null>(null);
  if (currentUrl) last.current = current;
  const top = currentUrl ? current : last.current;
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const layers = [...new Set([top, settled - direction, settled + direction, settled + 2 * direction])].filter(
    (n): n is number => n !== null && n >= 1 && n <= deck.totalSlides && ready(n) !== null,
  );
  const title = (n: number) => deck.slides.find((s) => s.number === n)?.title ?? '';
  const alt = (slide: number) => {
    const slideTitle = title(slide);
    return t`Slide ${slide}: ${slideTitle}`;
  };

  return (
    <Box {...swipe} style={{ flex: 1, minHeight: 0, position: 'relative', touchAction: 'pan-y', userSelect: 'none' }}>
      {failed && !currentUrl ? (
        <Center h="100%">
          <Text size="xl">{contractText(M.slideNotFound)}</Text>
        </Center>
      ) : (
        layers.map((n) => (
          <img
            key={n}
            src={ready(n) ?? undefined}
            alt={n === top ? alt(n) : ''}
            aria-hidden={n === top ? undefined : true}
            draggable={false}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              background: BACKGROUND,
              zIndex: n === top ? 2 : 1,
              opacity: n === top && !currentUrl ? 0.4 : 1,
              willChange: 'transform',
            }}
          />
        ))
      )}
      {!currentUrl && !failed && (
        <Center pos="absolute" inset={0} style={{ zIndex: 3 }}>
          <Loader color="gray" role="status" aria-label={t`Loading slide`} />
        </Center>
      )}
    </Box>
  );
}
