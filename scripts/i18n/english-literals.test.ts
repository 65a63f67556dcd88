import { describe, expect, it } from 'vitest';
import { scanClient, scanSource } from './english-literals';

const texts = (source: string) => scanSource('x.tsx', source).map((f) => f.text);

describe('English left outside the catalogs (issue 42)', () => {
  it('none in the client: every text a person reads goes through Lingui', () => {
    expect(scanClient().map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  }, 30_000);

  it('finds JSX text, read attributes, toasts, column headers and contract messages put on screen', () => {
    expect(
      texts(`
      const COLUMNS = [{ header: 'Student name', key: 'name' }];
      function A() {
        notify.success('Saved the class');
        notify.form('f').error(\`Fix \${n} fields\`);
        return <Stack>
          <Title>Schools</Title>
          <TextInput label="School name" placeholder={busy ? 'Saving' : 'Type a name'} />
          {empty && 'No schools yet'}
          <Text>{SCHOOL_MESSAGES.notFound}</Text>
        </Stack>;
      }`),
    ).toEqual([
      'Student name',
      'Saved the class',
      'Fix … fields',
      'Schools',
      'School name',
      'Saving',
      'Type a name',
      'No schools yet',
      'SCHOOL_MESSAGES.notFound',
    ]);
  });

  it('leaves what is translated, what no one reads, and the words every language writes alike', () => {
    expect(
      texts(`
      const LABELS = { draft: msg\`Draft\` };
      function A() {
        const { t } = useLingui();
        notify.success(t\`Saved\`);
        return <Stack data-testid="schools-list" className="wide">
          <Trans>Welcome <b>back</b></Trans>
          <Plural value={n} one="# class" other="# classes" />
          <TextInput label={t\`Name\`} type="email" />
          <Text>{contractText(SCHOOL_MESSAGES.notFound)}</Text>
          <Badge>CSV</Badge> <Text>Pathshala</Text> <Text>{count} / {total}</Text>
        </Stack>;
      }`),
    ).toEqual([]);
  });
});
