import { ATTENDANCE_BANDS, attendanceRate } from '#contract/analytics';
import type { AlertType, AnalyticsAlert, Change } from '#contract/analytics-types';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import { byCount } from '#contract/plural';
import type { Tally } from './comprehensive-sums';
import type { SchoolCompletionRow, SchoolRow } from './comprehensive.queries';

const MAX_ALERTS = 20;
/** Attendance this far below the 'good' band is critical rather than a warning. */
const CRITICAL_ATTENDANCE = 60;
const SESSION_DROP_PERCENT = -20;
const ATTENDANCE_DROP_POINTS = -5;

type AlertInput = {
  schools: SchoolRow[];
  bySchool: Map<string, Tally>;
  completion: SchoolCompletionRow[];
  sessionGrowth: Change;
  attendanceChange: Change;
  missed: number;
  pending: number;
};

/** Alerts drawn from the period's figures: low attendance, silent schools, falling activity, open items. */
export function buildAlerts(input: AlertInput): AnalyticsAlert[] {
  const alerts: AnalyticsAlert[] = [];
  const classesOf = new Map(input.completion.map((c) => [c.school_id, c.classes]));
  for (const s of input.schools) {
    const r = input.bySchool.get(s.id);
    const rate = r ? attendanceRate(r.attended, r.total) : null;
    if (rate !== null && rate < ATTENDANCE_BANDS.good) {
      const type: AlertType = rate < CRITICAL_ATTENDANCE ? 'critical' : 'warning';
      alerts.push({
        type,
        school_id: s.id,
        message: M.lowAttendance(s.name, String(rate), String(ATTENDANCE_BANDS.good)),
      });
    }
    if (!r && (classesOf.get(s.id) ?? 0) > 0) {
      alerts.push({ type: 'warning', school_id: s.id, message: M.noSessionsLogged(s.name) });
    }
  }
  const growth = input.sessionGrowth.change;
  if (growth !== null && growth <= SESSION_DROP_PERCENT) {
    alerts.push({
      type: 'warning',
      message: M.sessionsFell(
        String(Math.abs(growth)),
        String(input.sessionGrowth.previous),
        String(input.sessionGrowth.current),
      ),
    });
  }
  const drop = input.attendanceChange.change;
  if (drop !== null && drop <= ATTENDANCE_DROP_POINTS) {
    alerts.push({
      type: 'warning',
      message: M.attendanceFell(String(Math.abs(drop))),
    });
  }
  if (input.missed > 0) {
    const missed = String(input.missed);
    alerts.push({
      type: 'info',
      message: byCount(input.missed, M.oneSessionNotEnded(missed), M.sessionsNotEnded(missed)),
    });
  }
  if (input.pending > 0) {
    const pending = String(input.pending);
    alerts.push({ type: 'info', message: byCount(input.pending, M.oneUserWaiting(pending), M.usersWaiting(pending)) });
  }
  const order: Record<AlertType, number> = { critical: 0, warning: 1, info: 2 };
  alerts.sort((a, b) => order[a.type] - order[b.type]);
  if (alerts.length <= MAX_ALERTS) return alerts;
  const shown = alerts.slice(0, MAX_ALERTS - 1);
  return [...shown, { type: 'info', message: M.moreAlerts(String(alerts.length - shown.length)) }];
}
