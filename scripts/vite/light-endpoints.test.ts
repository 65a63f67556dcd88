import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightEndpoints, lightenEntries } from './light-endpoints';

const contract = path.resolve(import.meta.dirname, '../../contract');

describe('lightEndpoints (a production page ships the requests, not the schemas)', () => {
  it("keeps each entry's method, path and status, whatever the order and shape of the rest", () => {
    const code = [
      '// an arrow → and a quote ’ before the entries',
      'export const area = {',
      "  get: endpoint({ method: 'GET', path: '/x/:id', answer: v.strictObject({ a: v.string() }) }),",
      "  file: endpoint({ method: 'GET', query: Q, path: '/x.csv', answer: FILE_ANSWER }),",
      '  post: endpoint({',
      "    method: 'POST',",
      "    path: '/x',",
      '    body: Body,',
      '    answer: Answer,',
      '    status: 201,',
      '  }),',
      '};',
      'export const other = { answer: keep };',
    ].join('\n');
    const light = lightenEntries(code, 'x-endpoints.ts').toString().replace(/\s+/g, ' ');
    expect(light).toContain("get: endpoint({ method: 'GET', path: '/x/:id', }),");
    expect(light).toContain("file: endpoint({ method: 'GET', path: '/x.csv', }),");
    expect(light).toContain("post: endpoint({ method: 'POST', path: '/x', status: 201, }),");
    expect(light).toContain('export const other = { answer: keep };');
    expect(light).not.toMatch(/strictObject|FILE_ANSWER|Body|Answer|Q,/);
  });

  it('applies to the contract endpoint files, in builds only', () => {
    const plugin = lightEndpoints();
    const transform = plugin.transform as (code: string, id: string) => { code: string; map: unknown } | null;
    expect(plugin.apply).toBe('build');
    expect(transform("endpoint({ method: 'GET', answer: A })", '/app/contract/sessions.ts')).toBe(null);
    const light = transform("endpoint({ method: 'GET', answer: A })", '/app/contract/sessions-endpoints.ts');
    expect(light?.code).toBe("endpoint({ method: 'GET',  })");
    expect(light?.map).toMatchObject({ sources: ['/app/contract/sessions-endpoints.ts'] });
  });

  it('leaves every real entry file with its entries, each a method and a path', () => {
    for (const name of readdirSync(contract).filter((f) => f.endsWith('-endpoints.ts'))) {
      const light = lightenEntries(readFileSync(path.join(contract, name), 'utf8'), name).toString();
      const entries = [...light.matchAll(/endpoint\(\{([^}]*)\}\)/g)].map((m) => m[1]?.replace(/\s+/g, ' ').trim());
      expect(entries.length, name).toBeGreaterThan(0);
      for (const entry of entries)
        expect(entry, name).toMatch(/^method: '[A-Z]+', path: '\/[^']*',( status: 20\d,?)?$/);
    }
  });
});
