import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';

/**
 * A refusal because the company profile names no country: the calendar follows that country
 * (docs/product/absence-holidays.md), which is set on the company's About page, not here.
 */
export function asksForCompanyCountry(error: unknown): boolean {
  return isApiError(error) && error.fieldMessage('body.country') !== undefined;
}

/** The way on from that refusal: the About page, where the country is named. */
export function CompanyCountryLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/current-company-info/about" fz="sm">
      {t('absenceSettings.publicHolidays.nameCountry')}
    </Anchor>
  );
}
