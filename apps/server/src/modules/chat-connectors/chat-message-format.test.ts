import { describe, expect, it } from 'vitest';
import {
  decisionMessage,
  digestMessage,
  escapeSlack,
  escapeTeams,
  testMessage,
} from './chat-message-format.ts';
import { maskedUrl } from './chat-connector-queries.ts';

interface SlackMessage {
  text: string;
  blocks: { type: string; text: { type: string; text: string } }[];
}
interface TeamsCard {
  attachments: { content: { body: { text: string }[] } }[];
}

const leave = {
  outcome: 'approved' as const,
  personName: 'Ana',
  typeName: 'Annual leave',
  startsOn: '2026-12-07',
  endsOn: '2026-12-07',
  part: 'hours' as const,
  startMinute: 9 * 60,
  endMinute: 12 * 60 + 30,
};

describe('chat message formats', () => {
  it('escapes what Slack reads as markup, and only that', () => {
    expect(escapeSlack('<!channel> & <@U123|x>')).toBe('&lt;!channel&gt; &amp; &lt;@U123|x&gt;');
    expect(escapeSlack('Ana-Marija O’Neil')).toBe('Ana-Marija O’Neil');
  });

  it('escapes markdown and links in Teams text', () => {
    expect(escapeTeams('[click](https://evil.example) **bold** _x_')).toBe(
      '\\[click\\]\\(https://evil.example\\) \\*\\*bold\\*\\* \\_x\\_',
    );
    expect(escapeTeams('Ana-Marija')).toBe('Ana-Marija');
  });

  it('cannot mention the channel through a name', () => {
    const slack = JSON.stringify(
      decisionMessage('slack', 'en', { ...leave, personName: '<!here> Eve', typeName: '<https://x|y>' }),
    );
    expect(slack).not.toContain('<!here>');
    expect(slack).not.toContain('<https://x|y>');
  });

  it('writes a leave of hours with its times and Albanian dates', () => {
    const message = decisionMessage('slack', 'sq', leave) as SlackMessage;
    expect(message.blocks[0]!.text.text).toBe('Leje e miratuar');
    expect(message.blocks[1]!.text.text).toBe('*Ana* — Annual leave, 7 dhjetor 2026, 09:00–12:30');
  });

  it('lists the away people in a Teams card, and says so when nobody is away', () => {
    const card = digestMessage('teams', 'en', '2026-12-08', [
      { name: 'Ana', endsOn: '2026-12-09', part: 'full', startMinute: null, endMinute: null },
      { name: 'Bo', endsOn: '2026-12-08', part: 'afternoon', startMinute: null, endMinute: null },
    ]) as TeamsCard;
    const texts = card.attachments[0]!.content.body.map((block) => block.text);
    expect(texts).toEqual([
      'Away today, Tuesday, 8 December 2026',
      '**Ana** — until 9 December 2026',
      '**Bo** — afternoon',
    ]);
    const empty = digestMessage('slack', 'mk', '2026-12-08', []) as SlackMessage;
    expect(empty.blocks[1]!.text.text).toBe('Денес никој не е отсутен.');
    expect((testMessage('teams', 'en') as TeamsCard).attachments[0]!.content.body[1]!.text).toBe(
      'Atrium is connected to this channel.',
    );
  });

  it('keeps a long list within what Slack accepts', () => {
    const people = Array.from({ length: 400 }, (_, index) => ({
      name: `Person number ${index} with a rather long name`,
      endsOn: '2026-12-31',
      part: 'full' as const,
      startMinute: null,
      endMinute: null,
    }));
    const message = digestMessage('slack', 'en', '2026-12-08', people) as SlackMessage;
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    for (const block of message.blocks) expect(block.text.text.length).toBeLessThanOrEqual(3000);
    expect(message.text.length).toBeLessThanOrEqual(3000 * 1.2);
  });

  it('hides the secret part of an address', () => {
    expect(maskedUrl('https://hooks.slack.com/services/T000/B000/XXXXXXXXabcd')).toBe(
      'https://hooks.slack.com/…abcd',
    );
    expect(maskedUrl('https://example.com/a')).toBe('https://example.com/…');
  });
});
