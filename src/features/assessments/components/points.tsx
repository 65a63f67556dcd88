import { Plural } from '@lingui/react/macro';

/** A question's points: '1 point', '5 points'. */
export function Points({ points }: { points: number }) {
  return <Plural value={points} one="# point" other="# points" />;
}
