export const authKeys = {
  all: ['auth'] as const,
  passwordLink: (token: string) => [...authKeys.all, 'password-link', token] as const,
};
