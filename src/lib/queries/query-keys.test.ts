import { describe, expect, it } from 'vitest';
import { DEFAULT_TEACHER_PERIOD } from '#contract/analytics';
import { analyticsKeys } from './analytics';
import { assessmentKeys } from './assessments';
import { authKeys } from './auth';
import { sessionKeys, sessionProgressKeys } from './sessions';
import { classKeys } from './classes';
import { courseMaterialKeys } from './course-materials';
import { videoKeys } from './explainer-videos';
import { institutionKeys } from './institutions';
import { mailKeys } from './mailbox';
import { outboxKeys } from './outbox';
import { peopleKeys, userKeys } from './people';
import { publicFormKeys } from './public-forms';
import { schoolKeys } from './schools';
import { surveyKeys } from './surveys';

const p = { page: 1 };
const r = { startDate: '2026-11-20', endDate: '2026-11-26' };
const t = { kind: 'system' };

// The keys as they were before the factories: the caches saved on devices are stored under these values.
const cases: [readonly unknown[], unknown[]][] = [
  [analyticsKeys.general(t, r), ['analytics', 'general', t, r]],
  [analyticsKeys.studentView('s'), ['analytics', 'student', 's', 'view']],
  [analyticsKeys.student('s'), ['analytics', 'student', 's']],
  [analyticsKeys.teacher('t', DEFAULT_TEACHER_PERIOD), ['analytics', 'teacher', 't', DEFAULT_TEACHER_PERIOD]],
  [analyticsKeys.institution('i'), ['analytics', 'institution', 'i', 'default']],
  [analyticsKeys.school('i'), ['analytics', 'school', 'i', 'default']],
  [analyticsKeys.comprehensive(r), ['analytics', 'comprehensive', r]],
  [analyticsKeys.dashboard(), ['analytics', 'dashboard']],
  [assessmentKeys.all, ['assessments']],
  [assessmentKeys.list(), ['assessments', 'list']],
  [assessmentKeys.dashboard(), ['assessments', 'dashboard']],
  [assessmentKeys.detail('x'), ['assessments', 'detail', 'x']],
  [assessmentKeys.submissions('x'), ['assessments', 'detail', 'x', 'submissions']],
  [assessmentKeys.teacherAnalytics('t', p), ['assessments', 'analytics', 'teacher', 't', p]],
  [assessmentKeys.student(), ['assessments', 'student']],
  [assessmentKeys.studentAssigned(), ['assessments', 'student', 'assigned']],
  [assessmentKeys.studentDetail('x'), ['assessments', 'student', 'detail', 'x']],
  [assessmentKeys.studentAnalytics('s'), ['assessments', 'student', 'analytics', 's']],
  [authKeys.passwordLink('k'), ['auth', 'password-link', 'k']],
  [sessionKeys.all, ['class-sessions']],
  [sessionKeys.lists(), ['class-sessions', 'list']],
  [sessionKeys.list(p), ['class-sessions', 'list', p]],
  [sessionKeys.figures(p), ['class-sessions', 'list', 'figures', p]],
  [sessionKeys.detail('x'), ['class-sessions', 'detail', 'x']],
  [sessionKeys.teachers('q'), ['class-sessions', 'teachers', 'q']],
  [sessionKeys.dashboard(p), ['class-sessions', 'dashboard', p]],
  [classKeys.all, ['classes']],
  [classKeys.list(), ['classes', 'list', '']],
  [classKeys.detail('s', '6A'), ['classes', 'detail', 's', '6A']],
  [classKeys.register('s', '6A', 'm'), ['classes', 'register', 's', '6A', 'm']],
  [classKeys.roster('s', '6A', 'd'), ['classes', 'roster', 's', '6A', 'd']],
  [classKeys.sizes('s'), ['classes', 'sizes', 's']],
  [classKeys.absenceAlerts(), ['classes', 'absence-alerts', 'all']],
  [classKeys.absenceAlerts('s'), ['classes', 'absence-alerts', 's']],
  [courseMaterialKeys.all, ['course-materials']],
  [courseMaterialKeys.list(), ['course-materials', 'list']],
  [courseMaterialKeys.deck(3), ['course-materials', 'class', 3]],
  [courseMaterialKeys.job('j'), ['course-materials', 'jobs', 'j']],
  [videoKeys.mine(), ['explainer-videos', 'mine']],
  [videoKeys.minePage(2), ['explainer-videos', 'mine', 2]],
  [videoKeys.setup(), ['explainer-videos', 'setup']],
  [institutionKeys.all, ['institutions']],
  [institutionKeys.list(p), ['institutions', 'list', p]],
  [institutionKeys.detail('i'), ['institutions', 'detail', 'i']],
  [institutionKeys.options(), ['institutions', 'options']],
  [mailKeys.list(p), ['mailbox', p]],
  [outboxKeys.attention('u'), ['outbox', 'attention', 'u']],
  [peopleKeys.all, ['people']],
  [peopleKeys.schoolManagers(), ['people', 'school-managers']],
  [peopleKeys.teachers('managers', p), ['people', 'teachers', 'managers', p]],
  [peopleKeys.students(p), ['people', 'students', p]],
  [publicFormKeys.all, ['public-forms']],
  [publicFormKeys.applications(1), ['public-forms', 'teacher-applications', 1]],
  [publicFormKeys.application('a'), ['public-forms', 'teacher-applications', 'detail', 'a']],
  [publicFormKeys.enquiries(1), ['public-forms', 'enquiries', 1]],
  [sessionProgressKeys.all, ['session-progress']],
  [sessionProgressKeys.school('s'), ['session-progress', 'school', 's']],
  [sessionProgressKeys.batch([p]), ['session-progress', 'batch', [p]]],
  [schoolKeys.all, ['schools']],
  [schoolKeys.list(p), ['schools', 'list', p]],
  [schoolKeys.detail('s'), ['schools', 'detail', 's']],
  [schoolKeys.options(), ['schools', 'options']],
  [schoolKeys.names(100), ['schools', 'names', 100]],
  [schoolKeys.importChoices(), ['schools', 'import-choices']],
  [surveyKeys.all, ['surveys']],
  [surveyKeys.list(), ['surveys', 'list']],
  [surveyKeys.detail('x'), ['surveys', 'detail', 'x']],
  [surveyKeys.submissions('x'), ['surveys', 'detail', 'x', 'submissions']],
  [surveyKeys.student(), ['surveys', 'student']],
  [surveyKeys.studentAssigned(), ['surveys', 'student', 'assigned']],
  [surveyKeys.studentDetail('x'), ['surveys', 'student', 'detail', 'x']],
  [userKeys.all, ['users']],
  [userKeys.lists(), ['users', 'list']],
  [userKeys.list(p), ['users', 'list', p]],
  [userKeys.detail('u'), ['users', 'detail', 'u']],
  [userKeys.institutionManagers(), ['users', 'institution-managers']],
  [userKeys.schoolManagers(), ['users', 'school-managers']],
];

describe('query key factories', () => {
  it.each(cases)('%j keeps its value', (key, value) => {
    expect(key).toEqual(value);
  });
});
