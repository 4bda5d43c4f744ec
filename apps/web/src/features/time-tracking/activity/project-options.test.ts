import type { Project } from '@atrium/contract/time-tracking';
import { describe, expect, it } from 'vitest';
import { projectOptions } from './project-options.ts';

const project = (name: string, clientName: string, archived = false): Project => ({
  projectId: `${clientName}-${name}`,
  name,
  clientId: clientName,
  clientName,
  colour: '#2651c9',
  archived,
  budgetHours: null,
});

describe('project options', () => {
  it('groups by client and names the client in each label, so a chosen project is unambiguous', () => {
    const options = projectOptions([
      project('Website', 'Acme'),
      project('Old site', 'Acme', true),
      project('Website', 'Globex'),
    ]);
    expect(options).toEqual([
      { group: 'Acme', items: [{ value: 'Acme-Website', label: 'Acme — Website' }] },
      { group: 'Globex', items: [{ value: 'Globex-Website', label: 'Globex — Website' }] },
    ]);
  });

  it('keeps an archived project an activity still uses', () => {
    const options = projectOptions([], { projectId: 'p1', name: 'Legacy', clientName: 'Initech' });
    expect(options).toEqual([{ group: 'Initech', items: [{ value: 'p1', label: 'Initech — Legacy' }] }]);
  });
});
