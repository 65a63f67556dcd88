import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint, matchEndpoint, type PathParams, paramNames, pathOf } from './endpoint';
import { endpoints } from './endpoints';
import { MessageAnswerSchema } from './errors';

const slideImage = '/course-materials/class/:class/v/:version/slide/:n/thumb';

describe('paramNames', () => {
  it("names a path's `:name` segments, in order", () => {
    expect(paramNames('/class-sessions/:id/end-session')).toEqual(['id']);
    expect(paramNames(slideImage)).toEqual(['class', 'version', 'n']);
    expect(paramNames('/students/:id')).toEqual(['id']);
  });

  it('names none for a path without params', () => {
    expect(paramNames('/class-sessions')).toEqual([]);
    expect(paramNames('/')).toEqual([]);
  });

  it('names the keys PathParams gives the path', () => {
    expectTypeOf<PathParams<typeof slideImage>>().toEqualTypeOf<{ class: string; version: string; n: string }>();
    const entry = endpoint({ method: 'GET', path: slideImage, answer: MessageAnswerSchema });
    const params = { class: '7', version: '2', n: '3' } satisfies PathParams<typeof entry.path>;
    expect(paramNames(entry.path)).toEqual(Object.keys(params));
  });

  it("fills every endpoint's params with pathOf, and the filled path matches its entry", () => {
    for (const [area, entries] of Object.entries(endpoints)) {
      for (const [name, entry] of Object.entries(entries)) {
        const params = Object.fromEntries(paramNames(entry.path).map((param) => [param, `${param}-value`]));
        const path = pathOf(entry, params);
        expect(path, `${area}.${name}`).not.toContain(':');
        expect(matchEndpoint(endpoints, entry.method, path)?.entry, `${area}.${name}`).toBe(entry);
      }
    }
  });
});
