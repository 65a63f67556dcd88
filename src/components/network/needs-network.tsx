import { useLingui } from '@lingui/react/macro';
import { Tooltip } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { networkReason, useOnline } from './use-online';

type Clickable = { onClick?: (event: MouseEvent<HTMLElement>) => void; disabled?: boolean };

/**
 * Wraps a button whose action needs the server: while offline (or the server is unreachable) the button looks
 * disabled and does nothing, and a tooltip says why. It stays focusable, so keyboard users can read the reason
 * (Mantine's `data-disabled` instead of `disabled`, which would also swallow the tooltip's hover).
 */
export function NeedsNetwork({ children }: { children: ReactElement<Clickable> }) {
  const { status } = useOnline();
  const { i18n } = useLingui();
  const reason = networkReason(status);
  if (!reason) return children;
  return (
    <Tooltip label={i18n._(reason)} multiline maw={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      {cloneElement(children, {
        'data-disabled': true,
        'aria-disabled': true,
        onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
      } as Clickable)}
    </Tooltip>
  );
}
