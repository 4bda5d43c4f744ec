import type { LeaveRequest } from '@atrium/contract/absence';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';

type RequestDays = Pick<LeaveRequest, 'startsOn' | 'endsOn' | 'part' | 'startMinute' | 'endMinute'>;

/**
 * The days a request takes in words, in the reader's date format: "Mar 1, 2027 – Mar 5, 2027",
 * "Mar 1, 2027, morning", "Mar 1, 2027, 9:00 AM – 11:00 AM".
 */
export function useRequestDays(): (request: RequestDays) => string {
  const { t } = useTranslation();
  const format = useDateFormat();
  const clock = (day: string, minute: number) => format.time(dayjs(day).add(minute, 'minute').toDate());
  return (request) => {
    const first = format.day(request.startsOn);
    switch (request.part) {
      case 'morning':
      case 'afternoon':
        return t('absence.dayWithPart', { date: first, part: t(`absence.partOfDay.${request.part}`) });
      case 'hours':
        return request.startMinute !== null && request.endMinute !== null
          ? t('absence.dayWithHours', {
              date: first,
              from: clock(request.startsOn, request.startMinute),
              to: clock(request.startsOn, request.endMinute),
            })
          : first;
      default:
        return request.endsOn === request.startsOn ? first : `${first} – ${format.day(request.endsOn)}`;
    }
  };
}
