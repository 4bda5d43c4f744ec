/** English strings of the team's absence: my absence settings, coverage, planner, gantt and feed. */
export const strings = {
  absenceTeam: {
    loadFailed: 'This could not be loaded.',
    saveFailed: 'The change could not be saved.',
    account: {
      scheduleTitle: 'My work schedule',
      scheduleIntro:
        'The hours you are expected to work on each weekday. Leave of whole and half days is counted in these hours. An owner or administrator sets it.',
      noSchedule: 'No schedule applies to you yet.',
      companyDefault: "The company's default schedule, in effect since {{date}}.",
      ownSchedule: 'Your own schedule, in effect since {{date}}.',
      weekTotal: 'Week total: {{hours}} h',
      planned: 'From {{date}}: {{hours}} h a week.',
      optionalTitle: 'Optional holidays {{year}}',
      optionalIntro:
        'Days your company lets you choose to take off (a community or religious holiday). Nobody chooses them for you.',
      noOptional: 'Your company offers no optional holidays this year.',
      estimated: 'Date estimated',
      taken: 'You take {{name}} off.',
      notTaken: 'You work on {{name}}.',
    },
  },
};
