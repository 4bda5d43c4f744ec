import type { TemplateReport } from '@atrium/contract/templates';
import { Alert, Code, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { written } from './template-kind.ts';

const KNOWN_PROBLEMS = new Set([
  'unclosed_loop',
  'unopened_loop',
  'closing_tag_does_not_match_opening_tag',
  'unclosed_tag',
  'unopened_tag',
  'unknown_filter',
]);

/** An alert's title in a colour that keeps its contrast on the alert's light background. */
function AlertTitle({ text }: { text: string }) {
  return (
    <Text fw={700} size="sm" c="dark.8" component="span">
      {text}
    </Text>
  );
}

/** What the check of a version found (docs/product/templates.md#validation-report). */
export function TemplateReportView({ report, version }: { report: TemplateReport; version: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('templates.report.title', { version })}>
      <Text fw={600} size="sm">
        {t('templates.report.title', { version })}
      </Text>
      <Text size="sm" c="dimmed">
        {report.tags.length === 0 && report.problems.length === 0
          ? t('templates.report.noTags')
          : t('templates.report.tagsFound', { count: report.tags.length })}
        {report.unknown.length === 0 && report.problems.length === 0 && report.tags.length > 0
          ? ` ${t('templates.report.allKnown')}`
          : ''}
      </Text>
      {report.problems.length > 0 ? (
        <Alert
          color="red"
          title={<AlertTitle text={t('templates.report.problemsTitle')} />}
          data-testid="template-problems"
        >
          <List size="sm" spacing={4}>
            {report.problems.map((problem, index) => (
              <List.Item key={index}>
                {problem.tag ? <Code>{problem.tag}</Code> : null}{' '}
                {t(
                  `templates.report.problems.${KNOWN_PROBLEMS.has(problem.problem) ? problem.problem : 'other'}`,
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {report.unknown.length > 0 ? (
        <Alert
          color="yellow"
          title={<AlertTitle text={t('templates.report.unknownTitle')} />}
          data-testid="template-unknown-tags"
        >
          <List size="sm" spacing={4}>
            {report.unknown.map((entry) => (
              <List.Item key={entry.tag}>
                <Group gap={6} wrap="wrap">
                  <Code>{written(entry.tag)}</Code>
                  <Text size="sm" c="dark.6">
                    {entry.suggestion
                      ? t('templates.report.didYouMean', {
                          tag: written(entry.suggestion),
                          interpolation: { escapeValue: false },
                        })
                      : t('templates.report.noSuggestion')}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {report.removed.length > 0 ? (
        <Alert color="blue" title={<AlertTitle text={t('templates.report.removedTitle')} />}>
          <List size="sm">
            {report.removed.map((item) => (
              <List.Item key={item}>
                {t(`templates.report.removed.${item === 'attached_template' ? item : 'other'}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
