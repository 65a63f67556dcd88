export const videoKeys = {
  all: ['explainer-videos'] as const,
  mine: () => [...videoKeys.all, 'mine'] as const,
  minePage: (page: number) => [...videoKeys.mine(), page] as const,
  setup: () => [...videoKeys.all, 'setup'] as const,
};
