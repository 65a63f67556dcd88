import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES as H } from '#contract/health-messages';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import { contractText } from './contract-text';
import { learnMarkedTemplates } from './testing/marked-templates';

// The analytics' and System Health's sentences, as the server writes them (issue 42).
describe("the analytics' and System Health's sentences on a page in another language", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

  it('are each found as themselves with the values the server puts in, the two-disk sentences too', () => {
    learnMarkedTemplates();

    const cases: [string, string, string[]][] = [
      ['health.bothFree', H.bothFree('3.2 GB', '40', '1.1 GB', '20'), ['3.2 GB', '40', '1.1 GB', '20']],
      [
        'health.bothFull',
        H.bothFull('3 MB', '/srv/blobs', '2 MB', '/srv/data'),
        ['3 MB', '/srv/blobs', '2 MB', '/srv/data'],
      ],
      [
        'health.blobsFullDataFree',
        H.blobsFullDataFree('3 MB', '/srv/blobs', '1.1 GB', '20'),
        ['3 MB', '/srv/blobs', '1.1 GB', '20'],
      ],
      [
        'health.blobsFreeDataFull',
        H.blobsFreeDataFull('3.2 GB', '40', '2 MB', '/srv/data'),
        ['3.2 GB', '40', '2 MB', '/srv/data'],
      ],
      ['health.blobsFree', H.blobsFree('3.2 GB', '40'), ['3.2 GB', '40']],
      ['health.blobsFull', H.blobsFull('3 MB', '/srv/blobs'), ['3 MB', '/srv/blobs']],
      ['health.jobsFailed', H.jobsFailed('2'), ['2']],
      ['health.jobsFailedAndWaiting', H.jobsFailedAndWaiting('2', '31'), ['2', '31']],
      ['health.databaseReachable', H.databaseReachable('3.2'), ['3.2']],
      [
        'insight.sessionsLowFollowUp',
        M.sessionsLowFollowUp('3', '75', '7A (Green Valley School), 8B (Hill School)'),
        ['3', '75', '7A (Green Valley School), 8B (Hill School)'],
      ],
      ['insight.sessionsLow', M.sessionsLow('3', '75'), ['3', '75']],
      ['insight.oneSessionLow', M.oneSessionLow('1', '75'), ['1', '75']],
      ['insight.attendancePoints', M.attendancePoints('−4.5', '74.5', '70'), ['−4.5', '74.5', '70']],
      ['insight.slidesChange', M.slidesChange('+12', '2.5', '2.8'), ['+12', '2.5', '2.8']],
      ['insight.slide', M.slide('16'), ['16']],
      ['insight.slides', M.slides('13', '14'), ['13', '14']],
    ];
    for (const [id, english, values] of cases) {
      expect(contractText(english), english).toBe(`<${id}>${values.map((v) => `|${v}`).join('')}`);
    }
    // A detail of plain figures is no sentence: it stays as it came.
    expect(contractText('+3 (2 → 5)')).toBe('+3 (2 → 5)');
    expect(contractText('+12% (2 → 5)')).toBe('+12% (2 → 5)');
  });
});
