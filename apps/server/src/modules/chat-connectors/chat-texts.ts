import type { ChatConnectorLanguage } from '@atrium/contract/chat-connectors';

export type LeaveOutcome = 'approved' | 'refused' | 'cancelled';
export type LeavePart = 'full' | 'morning' | 'afternoon' | 'hours';

interface ChatTexts {
  decided: Record<LeaveOutcome, string>;
  /** Stands for a private leave type, whose name never leaves the company's own screens. */
  away: string;
  awayToday: string;
  nobodyAway: string;
  /** `{date}`: the leave's last day. */
  until: string;
  parts: Record<'morning' | 'afternoon', string>;
  test: string;
}

/** The connectors' messages in each language they may be written in (docs/product/integrations.md#chat). */
export const CHAT_TEXTS: Record<ChatConnectorLanguage, ChatTexts> = {
  en: {
    decided: { approved: 'Leave approved', refused: 'Leave refused', cancelled: 'Leave cancelled' },
    away: 'Away',
    awayToday: 'Away today',
    nobodyAway: 'Nobody is away today.',
    until: 'until {date}',
    parts: { morning: 'morning', afternoon: 'afternoon' },
    test: 'Atrium is connected to this channel.',
  },
  mk: {
    decided: { approved: 'Одобрено отсуство', refused: 'Одбиено отсуство', cancelled: 'Откажано отсуство' },
    away: 'Отсуство',
    awayToday: 'Отсутни денес',
    nobodyAway: 'Денес никој не е отсутен.',
    until: 'до {date}',
    parts: { morning: 'претпладне', afternoon: 'попладне' },
    test: 'Atrium е поврзан со овој канал.',
  },
  sq: {
    decided: { approved: 'Leje e miratuar', refused: 'Leje e refuzuar', cancelled: 'Leje e anuluar' },
    away: 'Mungesë',
    awayToday: 'Mungojnë sot',
    nobodyAway: 'Sot nuk mungon askush.',
    until: 'deri më {date}',
    parts: { morning: 'paradite', afternoon: 'pasdite' },
    test: 'Atrium është lidhur me këtë kanal.',
  },
};

const LOCALES: Record<ChatConnectorLanguage, string> = { en: 'en-GB', mk: 'mk-MK', sq: 'sq-AL' };

/** A calendar day (`YYYY-MM-DD`) as the connector's language writes it. */
export function chatDate(day: string, language: ChatConnectorLanguage, withWeekday = false): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...(withWeekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function clock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A half day's part or an hours leave's times; nothing for whole days. */
export function partText(
  language: ChatConnectorLanguage,
  leave: { part: LeavePart; startMinute: number | null; endMinute: number | null },
): string | null {
  if (leave.part === 'morning' || leave.part === 'afternoon') return CHAT_TEXTS[language].parts[leave.part];
  if (leave.part === 'hours' && leave.startMinute !== null && leave.endMinute !== null) {
    return `${clock(leave.startMinute)}–${clock(leave.endMinute)}`;
  }
  return null;
}
