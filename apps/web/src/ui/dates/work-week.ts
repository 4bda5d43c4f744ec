/**
 * The product's work week starts on Monday in every language (decision 036): the week total, the
 * day picker and the statistics calendar agree, whatever the interface language's calendar says.
 * ISO numbering: 1 = Monday … 7 = Sunday.
 */
export const WORK_WEEK_FIRST_DAY = 1;
