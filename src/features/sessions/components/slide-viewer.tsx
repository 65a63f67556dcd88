import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { THUMBNAIL_STRIP_MAX_SLIDES } from '#contract/course-materials';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { SlideStage } from './slide-stage';
import { useDeckImages } from './use-deck-images';
import { useReplacedDeck } from './use-replaced-deck';
import { useSwipe, useViewerKeys } from './use-viewer-input';
import { ViewerFooter } from './viewer-footer';
import { ViewerToolbar } from './viewer-toolbar';

type Props = {
  deck: ViewerDeck;
  heading: string;
  current: number;
  onMove: (slide: number) => void;
  onEnd: () => void;
  onCancel: () => void;
  /** A dialog is open: the viewer's keys are off. */
  paused: boolean;
  fromDevice: boolean;
  toolbarExtra?: ReactNode;
  /** A notice under the toolbar (the class also in progress on another device). */
  notice?: ReactNode;
  /** The grade's deck was replaced on the server while shown (use-replaced-deck.ts). */
  onDeckReplaced: (deck: ViewerDeck) => void;
};

/**
 * Marks the moment a slide is on screen for bench/slide-move.ts (key press → painted): the next frame's
 * rendering runs after its requestAnimationFrame callbacks; a message posted there is handled after that frame.
 */
function markShown(slide: number) {
  performance.mark('slide-commit', { detail: slide });
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => performance.mark('slide-shown', { detail: slide });
    channel.port2.postMessage(null);
  });
}

/** The way the class is going through the deck: 1 forward, -1 back (kept while the slide does not change). */
function useDirection(current: number): 1 | -1 {
  const last = useRef({ slide: current, direction: 1 as 1 | -1 });
  if (current !== last.current.slide)
    last.current = { slide: current, direction: current > last.current.slide ? 1 : -1 };
  return last.current.direction;
}

function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The slide viewer: fills the screen (a projector), works by keys, buttons, the slide-number input, thumbnails
 * (decks of 20 slides or fewer) and swipes (a tablet). Full screen covers the whole page, so dialogs stay visible.
 */
export function SlideViewer({
  deck,
  heading,
  current,
  onMove,
  onEnd,
  onCancel,
  paused,
  fromDevice,
  toolbarExtra,
  notice,
  onDeckReplaced,
}: Props) {
  const { t } = useLingui();
  const total = deck.totalSlides;
  const withThumbs = total <= THUMBNAIL_STRIP_MAX_SLIDES;
  const direction = useDirection(current);
  const images = useDeckImages(deck, current, withThumbs, direction);
  useReplacedDeck(deck, images.error?.status === 404, onDeckReplaced);
  const [fullScreen, setFullScreen] = useState(false);

  const go = (n: number) => {
    const target = Math.min(Math.max(1, n), total);
    if (target !== current) onMove(target);
  };
  useEffect(() => {
    const sync = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  useViewerKeys(!paused, {
    prev: () => go(current - 1),
    next: () => go(current + 1),
    first: () => go(1),
    last: () => go(total),
    fullScreen: toggleFullScreen,
  });
  // The image is decoded before it counts as ready, so the frame after this commit paints it.
  useLayoutEffect(() => {
    if (images.url) markShown(current);
  }, [images.url, current]);
  const swipe = useSwipe(
    () => go(current - 1),
    () => go(current + 1),
  );
  const title = deck.slides.find((s) => s.number === current)?.title ?? '';

  return (
    <Box
      role="region"
      aria-label={t`Slide viewer`}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 190,
        display: 'flex',
        flexDirection: 'column',
        background: '#0b0d12',
        color: '#f1f3f5',
      }}
    >
      <ViewerToolbar
        heading={heading}
        current={current}
        total={total}
        title={title}
        fullScreen={fullScreen}
        fromDevice={fromDevice}
        onFullScreen={toggleFullScreen}
        onCancel={onCancel}
        onEnd={onEnd}
        extra={toolbarExtra}
      />
      {notice}
      <SlideStage
        deck={deck}
        current={current}
        direction={direction}
        ready={images.ready}
        failed={images.error !== null}
        swipe={swipe}
      />
      <ViewerFooter deck={deck} current={current} onGo={go} thumb={withThumbs ? images.thumb : null} />
    </Box>
  );
}
