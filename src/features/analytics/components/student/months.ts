import dayjs from 'dayjs';

/** 'YYYY-MM' as 'Mar 2026'. */
export const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');

/** An ISO instant as '12 Mar 2026'. */
export const dayLabel = (iso: string) => dayjs(iso).format('D MMM YYYY');
