import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import './locale';

export type Period = { startDate?: string; endDate?: string };

const DAY = 'YYYY-MM-DD';

/**
 * The period filter of the government dashboard and statistics: two calendar days (inclusive),
 * sent as YYYY-MM-DD; clearing it means all time.
 */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation('govAffair');
  const today = dayjs();
  const range: [Dayjs, Dayjs] | null =
    value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : null;
  return (
    <DatePicker.RangePicker
      aria-label={t('period.label')}
      placeholder={[t('period.start'), t('period.end')]}
      value={range}
      allowClear
      presets={[
        { label: t('period.last30'), value: [today.subtract(29, 'day'), today] },
        { label: t('period.thisYear'), value: [today.startOf('year'), today] },
      ]}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? { startDate: start.format(DAY), endDate: end.format(DAY) } : {});
      }}
    />
  );
}
