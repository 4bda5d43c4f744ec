import {
  deletePublicHoliday,
  generatePublicHolidays,
  getPublicHolidays,
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  publishPublicHolidays,
  type PublicHoliday,
} from '@atrium/contract/absence';
import { getCurrentCompany } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';
import { LoadFailed } from '../load-failed.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { PublicHolidayForm } from './public-holiday-form.tsx';
import { PublicHolidayRow } from './public-holiday-row.tsx';

type Dialog = { kind: 'form'; holiday?: PublicHoliday } | { kind: 'delete'; holiday: PublicHoliday };

/** Years offered around this one: last year's calendar to check, the next two to prepare. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 2;

/**
 * settings/public-holidays (ADMIN/OWNER, docs/product/absence-holidays.md): a year of the company's
 * calendar, drafts included; generate it from the holiday library, review and change days, add
 * or delete one, and publish the year so members see it.
 */
export function PublicHolidaysScreen() {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const company = useOperationQuery(getCurrentCompany);
  const thisYear = Number(localDate(new Date(), company.data?.timeZone ?? browserTimeZone()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useOperationQuery(getPublicHolidays, { query: { year } });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const options = { invalidates: [getPublicHolidays] };
  const generate = useOperationMutation(generatePublicHolidays, options);
  const publish = useOperationMutation(publishPublicHolidays, options);
  const remove = useOperationMutation(deletePublicHoliday, options);

  // A refusal stays on the screen until the next action: it often asks for something elsewhere
  // (a company profile without a country has no calendar to generate).
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (error: unknown, fallback: string) =>
    setProblem(isApiError(error) ? error.message : fallback);

  const onGenerate = async () => {
    setProblem(null);
    try {
      const result = await generate.mutateAsync({ body: { year } });
      notifications.show({
        color: 'green',
        message: t('absenceSettings.publicHolidays.generated', { ...result, year }),
      });
    } catch (error) {
      refused(error, t('absenceSettings.publicHolidays.generateFailed'));
    }
  };

  const onPublish = async () => {
    setProblem(null);
    try {
      await publish.mutateAsync({ body: { year } });
      notifications.show({
        color: 'green',
        message: t('absenceSettings.publicHolidays.publishedNotice', { year }),
      });
    } catch (error) {
      refused(error, t('absenceSettings.saveFailed'));
    }
  };

  const onDelete = async (holiday: PublicHoliday) => {
    setProblem(null);
    try {
      await remove.mutateAsync({ params: { holidayId: holiday.holidayId } });
      notifications.show({
        color: 'green',
        message: t('absenceSettings.publicHolidays.deleted', { name: nameOf(holiday.names) }),
      });
      setDialog(null);
    } catch (error) {
      refused(error, t('absenceSettings.saveFailed'));
    }
  };

  const years = [];
  for (let offset = -YEARS_BEFORE; offset <= YEARS_AFTER; offset += 1) {
    const option = thisYear + offset;
    if (option >= HOLIDAY_YEAR_MIN && option <= HOLIDAY_YEAR_MAX) years.push(String(option));
  }
  const rows = holidays.data ?? [];
  const drafts = rows.filter((holiday) => !holiday.published).length;
  const countries = new Set(rows.map((holiday) => holiday.country));
  const editing = dialog?.kind === 'form' ? dialog.holiday : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.holiday : undefined;
  const close = () => setDialog(null);

  return (
    <Stack gap="md" maw={880}>
      <Text c="dimmed" fz="sm">
        {t('absenceSettings.publicHolidays.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('absenceSettings.publicHolidays.year')}
          data={years}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={120}
        />
        <Button variant="default" loading={generate.isPending} onClick={() => void onGenerate()}>
          {t('absenceSettings.publicHolidays.generate')}
        </Button>
        <Button variant="default" onClick={() => setDialog({ kind: 'form' })}>
          {t('absenceSettings.publicHolidays.add')}
        </Button>
        <Button loading={publish.isPending} disabled={drafts === 0} onClick={() => void onPublish()}>
          {t('absenceSettings.publicHolidays.publish', { year })}
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      {holidays.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {holidays.isError ? <LoadFailed onRetry={() => void holidays.refetch()} /> : null}
      {holidays.isSuccess ? (
        <>
          <Text fz="sm" aria-live="polite">
            {drafts > 0
              ? t('absenceSettings.publicHolidays.draftsWaiting', { count: drafts })
              : rows.length > 0
                ? t('absenceSettings.publicHolidays.allPublished')
                : t('absenceSettings.publicHolidays.empty', { year })}
          </Text>
          {rows.length > 0 ? (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('absenceSettings.publicHolidays.listLabel', { year })}
            >
              {rows.map((holiday) => (
                <PublicHolidayRow
                  key={holiday.holidayId}
                  holiday={holiday}
                  name={nameOf(holiday.names)}
                  showCountry={countries.size > 1}
                  onEdit={() => setDialog({ kind: 'form', holiday })}
                  onDelete={() => setDialog({ kind: 'delete', holiday })}
                />
              ))}
            </Stack>
          ) : null}
        </>
      ) : null}
      <Modal
        opened={dialog?.kind === 'form'}
        onClose={close}
        title={
          editing
            ? t('absenceSettings.publicHolidays.editTitle', { name: nameOf(editing.names) })
            : t('absenceSettings.publicHolidays.addTitle')
        }
        size="lg"
      >
        {dialog?.kind === 'form' ? (
          <PublicHolidayForm key={editing?.holidayId ?? 'new'} holiday={editing} onDone={close} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== undefined}
        onClose={close}
        title={
          deleting ? t('absenceSettings.publicHolidays.deleteTitle', { name: nameOf(deleting.names) }) : ''
        }
        message={t('absenceSettings.publicHolidays.deleteBody')}
        confirmLabel={t('absenceSettings.publicHolidays.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </Stack>
  );
}
