import { describe, expect, it } from 'vitest';
import { linguiMacro } from './lingui-macro';

const transform = async (code: string, id: string) => {
  const plugin = linguiMacro() as { transform: (code: string, id: string) => Promise<{ code: string } | null> };
  return (await plugin.transform(code, id))?.code ?? null;
};

describe('the Lingui macro step of the build', () => {
  it('keeps each message as its compiled English beside its id, so English needs no catalog', async () => {
    const out = await transform(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test holds a template literal
      "import { t } from '@lingui/core/macro';\nexport const hello = (name: string) => t`Hello ${name}`;\n",
      '/app/src/hello.ts',
    );
    expect(out).toMatch(/id: "[\w-]+"/);
    expect(out).toContain('message: ["Hello ", ["name"]]');
    expect(out).not.toContain('@lingui/core/macro');
  });

  it('does the same for <Trans> in JSX', async () => {
    const out = await transform(
      "import { Trans } from '@lingui/react/macro';\nexport const A = () => <Trans>Welcome back</Trans>;\n",
      '/app/src/a.tsx',
    );
    expect(out).toContain('message: ["Welcome back"]');
  });

  it('leaves files without a macro, and libraries, alone', async () => {
    expect(await transform('export const a = 1;\n', '/app/src/a.ts')).toBeNull();
    const library = "import { t } from '@lingui/core/macro';\nexport const x = t`Hi`;\n";
    expect(await transform(library, '/app/node_modules/x/index.js')).toBeNull();
  });
});
