import { describe, expect, it } from 'vitest';
import { submitLeaveRequest } from '../absence/leave-request-operations.ts';
import { createInvite } from '../companies/company-invites-operations.ts';
import { createDepartment } from '../organization/organization-operations.ts';
import { createActivity } from '../time-tracking/activity-operations.ts';
import { generateDocument } from '../templates/templates-operations.ts';
import { liveAreaOf, liveAreasOf } from './live-areas.ts';
import { markNotificationRead } from './notifications-operations.ts';

describe('the areas whose open screens a write refreshes', () => {
  it('are the shared modules and the company-wide tags', () => {
    expect(liveAreaOf(submitLeaveRequest)).toBe('ABSENCE');
    expect(liveAreaOf(createInvite)).toBe('CompanyInvites');
    expect(liveAreaOf(createDepartment)).toBe('Organization');
  });

  it("leave out what only its owner sees: a timeline, one's own notifications", () => {
    expect(liveAreaOf(createActivity)).toBeNull();
    expect(liveAreaOf(markNotificationRead)).toBeNull();
  });

  it('a write announces its own area and those it declares it also changes; a read none', () => {
    expect(liveAreasOf(submitLeaveRequest)).toEqual(['ABSENCE']);
    expect(liveAreasOf(generateDocument)).toEqual(['TEMPLATE_GENERATION', 'HUMAN_RESOURCES']);
    expect(liveAreasOf(createActivity)).toEqual([]);
    expect(liveAreasOf({ ...submitLeaveRequest, method: 'GET' })).toEqual([]);
  });
});
