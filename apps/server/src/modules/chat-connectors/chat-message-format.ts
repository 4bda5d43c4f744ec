import type { ChatConnectorKind, ChatConnectorLanguage } from '@atrium/contract/chat-connectors';
import { CHAT_TEXTS, chatDate, partText, type LeaveOutcome, type LeavePart } from './chat-texts.ts';

/** A leave decision as a channel may read it: a person's name, and the type only when it is public. */
export interface DecidedLeave {
  outcome: LeaveOutcome;
  personName: string;
  /** The leave type's name in the connector's language, or null for a private type (shown as away). */
  typeName: string | null;
  startsOn: string;
  endsOn: string;
  part: LeavePart;
  startMinute: number | null;
  endMinute: number | null;
}

/** Someone away on the digest's day: no id, no leave type. */
export interface AwayPerson {
  name: string;
  endsOn: string;
  part: LeavePart;
  startMinute: number | null;
  endMinute: number | null;
}

/** Slack reads `&`, `<` and `>` as markup: user text has them as entities. */
export function escapeSlack(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Teams renders markdown in card text: user text has its markdown characters escaped. */
export function escapeTeams(text: string): string {
  return text.replace(/[\\`*_~[\]()#<>|{}!]/g, (character) => `\\${character}`);
}

interface Message {
  title: string;
  /** Lines of the message; `strong` is user text shown bold, `rest` our own words or more user text. */
  lines: { strong: string; rest: string }[];
  /** Shown when there are no lines. */
  empty?: string;
}

/** Slack's incoming webhooks: Block Kit blocks, with `text` for notifications and old clients. */
function slackPayload(message: Message): object {
  const lineText = (line: Message['lines'][number]) =>
    `*${escapeSlack(line.strong)}*${line.rest ? ` — ${escapeSlack(line.rest)}` : ''}`;
  const lines = message.lines.map(lineText);
  // A section holds at most 3,000 characters and a message 50 blocks: long lists are cut.
  const sections: string[] = [];
  for (const line of lines.length > 0 ? lines : [escapeSlack(message.empty ?? '')]) {
    const last = sections.at(-1);
    if (last !== undefined && last.length + line.length + 1 <= 2900)
      sections[sections.length - 1] = `${last}\n${line}`;
    else if (sections.length < 48) sections.push(line.slice(0, 2900));
  }
  const fallback = [
    message.title,
    ...message.lines.map((line) => `${line.strong}${line.rest ? ` — ${line.rest}` : ''}`),
  ]
    .join('\n')
    .slice(0, 3000);
  return {
    text: escapeSlack(fallback),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: message.title.slice(0, 150), emoji: false } },
      ...sections.map((text) => ({ type: 'section', text: { type: 'mrkdwn', text } })),
    ],
  };
}

/** Teams' incoming webhooks and workflows: a message carrying one Adaptive Card. */
function teamsPayload(message: Message): object {
  const lines = message.lines.map((line) => ({
    type: 'TextBlock',
    text: `**${escapeTeams(line.strong)}**${line.rest ? ` — ${escapeTeams(line.rest)}` : ''}`,
    wrap: true,
    spacing: 'Small',
  }));
  return {
    type: 'message',
    summary: message.title,
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: escapeTeams(message.title),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            ...(lines.length > 0
              ? lines
              : [{ type: 'TextBlock', text: escapeTeams(message.empty ?? ''), wrap: true }]),
          ],
        },
      },
    ],
  };
}

function payloadOf(kind: ChatConnectorKind, message: Message): object {
  return kind === 'slack' ? slackPayload(message) : teamsPayload(message);
}

function period(language: ChatConnectorLanguage, leave: DecidedLeave): string {
  const start = chatDate(leave.startsOn, language);
  const days = leave.startsOn === leave.endsOn ? start : `${start} – ${chatDate(leave.endsOn, language)}`;
  const part = partText(language, leave);
  return part ? `${days}, ${part}` : days;
}

/** A leave decision; a private type is shown as away (docs/product/integrations.md#chat). */
export function decisionMessage(
  kind: ChatConnectorKind,
  language: ChatConnectorLanguage,
  leave: DecidedLeave,
) {
  const texts = CHAT_TEXTS[language];
  return payloadOf(kind, {
    title: texts.decided[leave.outcome],
    lines: [
      { strong: leave.personName, rest: `${leave.typeName ?? texts.away}, ${period(language, leave)}` },
    ],
  });
}

/** Who is away on `day`, by name, with each one's last day and the part of a half day. */
export function digestMessage(
  kind: ChatConnectorKind,
  language: ChatConnectorLanguage,
  day: string,
  people: readonly AwayPerson[],
) {
  const texts = CHAT_TEXTS[language];
  return payloadOf(kind, {
    title: `${texts.awayToday}, ${chatDate(day, language, true)}`,
    lines: people.map((person) => ({
      strong: person.name,
      rest: partText(language, person) ?? texts.until.replace('{date}', chatDate(person.endsOn, language)),
    })),
    empty: texts.nobodyAway,
  });
}

/** The message a test sends. */
export function testMessage(kind: ChatConnectorKind, language: ChatConnectorLanguage) {
  return payloadOf(kind, { title: 'Atrium', lines: [], empty: CHAT_TEXTS[language].test });
}
