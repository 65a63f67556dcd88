import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES as H } from './health-messages';
import { INSIGHT_MESSAGES as M } from './insight-messages';

describe("the analytics' and System Health's templates", () => {
  it('write the English the server wrote before them, character for character', () => {
    expect(M.lowAttendance('Green Valley School', '58.3', '75')).toBe(
      'Low attendance at Green Valley School: 58.3% in this period (below 75%)',
    );
    expect(M.sessionsFell('40', '1200', '720')).toBe('Sessions fell by 40% against the previous period (1200 → 720)');
    expect(M.oneSessionNotEnded('1')).toBe('1 session was started but never ended');
    expect(M.usersWaiting('3')).toBe('3 users are waiting for approval');
    expect(M.moreAlerts('4')).toBe('4 more alerts not shown');
    expect(M.oneDraftAssessment('1')).toBe('1 draft assessment to publish');
    expect(M.sessionsWithoutAttendance('2')).toBe('2 sessions without attendance');
    expect(M.attendancePoints('+4', '70', '74')).toBe('+4 points (70% → 74%)');
    expect(M.slidesChange('−12.5', '2.4', '2.1')).toBe('−12.5% (2.4 → 2.1 slides)');
    expect(M.sessionsTaughtMilestone('1000')).toBe('1000 sessions taught');
    expect(M.sessionsLowFollowUp('3', '75', '7A (Green Valley School), 8B (Hill School)')).toBe(
      '3 sessions had attendance below 75%; follow up with 7A (Green Valley School), 8B (Hill School).',
    );
    expect(M.classQuiet('7A (Green Valley School)', '21')).toBe(
      '7A (Green Valley School) has had no session for 21 days.',
    );
    expect(M.teachEveryWeek('6A (Hill School)', '40')).toBe('6A (Hill School): teach it every week (consistency 40%)');
    expect(M.slidesCovered('75', '16')).toBe("Covered 75% of the class's 16 slides");
    expect(M.slides('13', '14')).toBe('Slides 13–14');
    expect(M.slide('16')).toBe('Slide 16');

    expect(H.databaseReachable('3.2')).toBe('Database reachable, query took 3.2 ms');
    expect(H.jobsRunning('2', '1')).toBe('Background jobs: 2 queued, 1 running');
    expect(H.jobsFailedAndWaiting('1', '17')).toBe(
      'Background jobs: 1 failed in the last 24 hours; oldest queued job waiting 17 minutes',
    );
    expect(H.bucketAnswers('pathshala-blobs')).toBe('Blob store: bucket pathshala-blobs answers');
    expect(H.blobsFull('3.2 MB', '/srv/data/blobs')).toBe(
      "The blob store's disk is full: 3.2 MB free in /srv/data/blobs.",
    );
    expect(H.dataFree('1.5 GB', '12.5')).toBe('Data directory: 1.5 GB free (12.5%)');
    expect(H.sharedDiskFull('20 MB')).toBe('The disk of the blob store and the data directory is full: 20 MB free.');
    expect(H.bothFree('3.2 GB', '40', '1.1 GB', '20')).toBe(
      'Blob store: 3.2 GB free (40%) Data directory: 1.1 GB free (20%)',
    );
    expect(H.diskUnknown('ENOENT: no such file or directory')).toBe(
      'Disk space unknown: ENOENT: no such file or directory',
    );
  });
});
