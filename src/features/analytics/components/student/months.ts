import dayjs from 'dayjs';
import { intlFormat, intlLocale } from '#src/i18n/intl-format';

/** 'YYYY-MM' as 'Mar 2026' (in Hindi or Punjabi, as their Intl writes it). */
export const monthLabel = (month: string) =>
  intlLocale()
    ? intlFormat('date', { month: 'short', year: 'numeric' }).format(new Date(`${month}-01T00:00:00`))
    : dayjs(`${month}-01`).format('MMM YYYY');

/** An ISO instant as '12 Mar 2026'. */
export const dayLabel = (iso: string) =>
  intlLocale()
    ? intlFormat('date', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso))
    : dayjs(iso).format('D MMM YYYY');
