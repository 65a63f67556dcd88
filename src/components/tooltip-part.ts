// Mantine's Tooltip (and floating-ui) as a chunk of its own, loaded at the first hover or focus (lazy-tooltip.tsx).
export { Tooltip } from '@mantine/core';
