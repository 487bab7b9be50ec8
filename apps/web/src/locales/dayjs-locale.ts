import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** dayjs's language for the dates the pages format: Chinese, or English with the English UI. */
export function applyDayjsLocale(english: boolean): void {
  dayjs.locale(english ? 'en' : 'zh-cn');
}
