import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type Props = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;

const AnchorButton = forwardRef<HTMLAnchorElement, Props>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
AnchorButton.displayName = 'AnchorButton';

/** A Mantine Button that is a typed router link (to, params and search are checked against the route tree). */
export const LinkButton = createLink(AnchorButton);
