import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { INSIGHT_MESSAGES } from '#contract/insight-messages';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { barsHeight } from '#src/components/charts/chart-heights';
import { BarsChart } from '#src/components/charts/lazy-charts';
import { contractText } from '#src/i18n/contract-text';
import { count } from '../figures';
import { percentText } from '#src/lib/format';

type Props = { marketShare: GeneralAnalytics['marketShare']; hoursByCity: GeneralAnalytics['hoursByCity'] };

/** The server names a school without a state or a city 'Unknown' (in the reader's language); a typed name stays. */
const placeName = (name: string) => (name === INSIGHT_MESSAGES.unknownPlace ? contractText(name) : name);

/** Market share by state (share of students) and the top 8 cities by hours (estimated from sessions). */
export function GeographySection({ marketShare, hoursByCity }: Props) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const shareTable = (
    <SimpleTable
      head={[t`State`, t`Schools`, t`Students`, t`Share`]}
      numeric={[1, 2, 3]}
      empty={t`No schools`}
      rows={marketShare.map((m) => ({
        key: m.state,
        cells: [placeName(m.state) || notSet, m.schools, count(m.students), percentText(m.share)],
      }))}
    />
  );
  const cityTable = (
    <SimpleTable
      head={[t`City`, t`Sessions`, t`Hours (est.)`]}
      numeric={[1, 2]}
      empty={t`No sessions in the range`}
      rows={hoursByCity.map((c) => ({ key: c.city, cells: [placeName(c.city) || notSet, c.sessions, c.hours] }))}
    />
  );
  const shares = marketShare.map((m) => `${placeName(m.state)} ${m.share}%`).join(', ') || t`none`;
  const cityHours =
    hoursByCity
      .map(({ city: name, hours }) => {
        const city = placeName(name);
        return t`${city} ${plural(hours, { one: '# hour', other: '# hours' })}`;
      })
      .join(', ') || t`no sessions`;
  return (
    <>
      <ChartCard
        title={t`Market share by state`}
        summary={t`Bar chart of the share of students by state: ${shares}`}
        chart={
          <BarsChart
            data={marketShare.map((m) => ({ label: placeName(m.state) || notSet, value: m.share }))}
            seriesLabel={t`Share of students`}
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
        title={t`Hours by city`}
        summary={t`Bar chart of estimated teaching hours by city: ${cityHours}`}
        chart={
          <BarsChart
            data={hoursByCity.map((c) => ({ label: placeName(c.city) || notSet, value: c.hours }))}
            seriesLabel={t`Hours`}
            unit={t({ message: ' h', comment: 'After a number of hours on a chart: 12 h' })}
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
