import { getDefaultZIndex, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  lazy,
  type Ref,
  Suspense,
  useRef,
  useState,
} from 'react';

type Target = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

// Its code too comes at the first hover or focus, not with the screen (its chunk's evaluation was ~50 ms at 4× CPU).
const Tooltip = lazy(() => import('./tooltip-part').then((m) => ({ default: m.Tooltip })));

type Props = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events'> & {
  children: ReactElement<Target>;
};

/**
 * A tooltip made at the first hover or keyboard focus of its target, not with it: Mantine's Tooltip sets up its
 * floating position (floating-ui) as it mounts, shown or not, tens of milliseconds of a slow phone's first screen for
 * the top bar's one and one per row of a table (issue 40). The target is never re-created (the tooltip is its
 * sibling, pointed at it), so focus stays. Shown while a mouse is over the target or it has focus; Escape hides it.
 */
export function LazyTooltip({ children, ...tooltip }: Props) {
  const own = useRef<HTMLElement>(null);
  const ref = useMergedRef(own, children.props.ref);
  const [made, setMade] = useState(false);
  const [shown, setShown] = useState(false);
  const show = (yes: boolean) => {
    if (yes) setMade(true);
    setShown(yes);
  };
  const { onPointerEnter, onPointerLeave, onFocus, onBlur, onKeyDown } = children.props;
  const target = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      if (document.activeElement !== own.current) show(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      show(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      onKeyDown?.(event);
      if (event.key === 'Escape') show(false);
    },
  });
  return (
    <>
      {target}
      {made && (
        <Suspense fallback={null}>
          {/* Above a toast: it answers what the person is pointing at now (a toast sits over the top bar). */}
          <Tooltip zIndex={getDefaultZIndex('max')} {...tooltip} target={own} opened={shown} />
        </Suspense>
      )}
    </>
  );
}
