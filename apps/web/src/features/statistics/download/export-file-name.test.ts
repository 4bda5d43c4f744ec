import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

const range = { from: '2026-11-01', to: '2026-11-30' };

describe('export file name', () => {
  it('names report and range, and differs as soon as a filter is set', () => {
    expect(exportFileName('hours', range, {}, 'csv')).toBe('statistics-hours-2026-11-01_2026-11-30.csv');
    expect(
      exportFileName(
        'hours',
        { ...range, companyMemberId: 'a1b2c3d4-0000-4000-8000-000000000000', projectId: 'p' },
        { companyMemberId: 'Mara Manager', projectId: 'Website relaunch · Northwind' },
        'xlsx',
      ),
    ).toBe(
      'statistics-hours-2026-11-01_2026-11-30-member-mara-manager-project-website-relaunch-northwind.xlsx',
    );
  });

  it('keeps Macedonian and Albanian letters and falls back to the id while a name is unknown', () => {
    expect(
      exportFileName('users', { ...range, departmentId: 'd7e8f9a0-1111-4000-8000-000000000000' }, {}, 'csv'),
    ).toBe('statistics-users-2026-11-01_2026-11-30-department-d7e8f9a0.csv');
    expect(exportFileName('users', { ...range, clientId: 'c' }, { clientId: 'Клиент Ёж' }, 'csv')).toBe(
      'statistics-users-2026-11-01_2026-11-30-client-клиент-еж.csv',
    );
  });
});
