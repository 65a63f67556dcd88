import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type Props = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>;

const MantineAnchor = forwardRef<HTMLAnchorElement, Props>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

/** A Mantine Anchor that is a typed router link. */
export const TextLink = createLink(MantineAnchor);
