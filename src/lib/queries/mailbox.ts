export const mailKeys = {
  all: ['mailbox'] as const,
  list: <P extends object>(params: P) => [...mailKeys.all, params] as const,
};
