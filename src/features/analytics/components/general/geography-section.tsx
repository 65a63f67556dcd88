import type { GeneralAnalytics } from '#contract/analytics-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { barsHeight } from '#src/components/charts/chart-heights';
import { BarsChart } from '#src/components/charts/lazy-charts';
import { plural } from '#src/lib/format';
import { count } from '../figures';

type Props = { marketShare: GeneralAnalytics['marketShare']; hoursByCity: GeneralAnalytics['hoursByCity'] };

/** Market share by state (share of students) and the top 8 cities by hours (estimated from sessions). */
export function GeographySection({ marketShare, hoursByCity }: Props) {
  const shareTable = (
    <SimpleTable
      head={['State', 'Schools', 'Students', 'Share']}
      numeric={[1, 2, 3]}
      empty="No schools"
      rows={marketShare.map((m) => ({
        key: m.state,
        cells: [m.state || 'Not set', m.schools, count(m.students), `${m.share}%`],
      }))}
    />
  );
  const cityTable = (
    <SimpleTable
      head={['City', 'Sessions', 'Hours (est.)']}
      numeric={[1, 2]}
      empty="No sessions in the range"
      rows={hoursByCity.map((c) => ({ key: c.city, cells: [c.city || 'Not set', c.sessions, c.hours] }))}
    />
  );
  return (
    <>
      <ChartCard
        title="Market share by state"
        summary={`Bar chart of the share of students by state: ${marketShare.map((m) => `${m.state} ${m.share}%`).join(', ') || 'none'}`}
        chart={
          <BarsChart
            data={marketShare.map((m) => ({ label: m.state || 'Not set', value: m.share }))}
            seriesLabel="Share of students"
            unit="%"
            horizontal
            max={100}
            color="grape.6"
          />
        }
        table={shareTable}
        height={barsHeight(marketShare.length, true)}
      />
      <ChartCard
        title="Hours by city"
        summary={`Bar chart of estimated teaching hours by city: ${hoursByCity.map((c) => `${c.city} ${plural(c.hours, 'hour')}`).join(', ') || 'no sessions'}`}
        chart={
          <BarsChart
            data={hoursByCity.map((c) => ({ label: c.city || 'Not set', value: c.hours }))}
            seriesLabel="Hours"
            unit=" h"
            horizontal
            color="orange.6"
          />
        }
        table={cityTable}
        height={barsHeight(hoursByCity.length, true)}
      />
    </>
  );
}
