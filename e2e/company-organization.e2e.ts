import type { CompanyImages } from '@atrium/contract/company-files';
import type { Organization } from '@atrium/contract/organization';
import type { PeoplePage, Person } from '@atrium/contract/people';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBytes, apiCall, apiUploadOneChunk } from './support/api.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { encodePng } from './support/png.ts';
import { recordAddedTexts, wasShown } from './support/seen-texts.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const run = Date.now().toString(36);
const DIVISION = `E2E Division ${run}`;
const DEPARTMENT = `E2E Department ${run}`;
/** A colleague without a sign-in account, so moving them touches no other scenario's person. */
const PLACED = 'Gent Berisha';
const MANAGER = 'Mara Manager';

// Small real pictures, drawn here: a 48×48 logo (two-colour diagonal) and a 120×40 cover (stripes).
const LOGO = encodePng(48, 48, (x, y) => (x > y ? [32, 80, 200] : [250, 180, 20]));
const COVER = encodePng(120, 40, (x) => (Math.floor(x / 10) % 2 === 0 ? [20, 140, 120] : [240, 240, 240]));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

/** Natural size of a decoded <img>; 0×0 while it is not (or cannot be) decoded. */
async function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

/** Picks a person in a member picker (a searchable select that asks the server). */
async function pickPerson(page: Page, scope: Locator, label: string, name: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label }));
  await input.first().click();
  await input.first().fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click();
}

async function personNamed(page: Page, name: string): Promise<Person> {
  const answer = await apiCall<PeoplePage>(page, 'GET', `/api/People?search=${encodeURIComponent(name)}`);
  const person = answer.body.items.find((item) => item.name === name);
  if (!person) throw new Error(`${name} is not in the directory`);
  return person;
}

async function organizationOf(page: Page): Promise<Organization> {
  const answer = await apiCall<Organization>(page, 'GET', '/api/Organization');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('company organisation', () => {
  it('the owner uploads a logo and a cover, sees them in the header and on the about page, and removes them', async () => {
    const owner = await pageAs('owner@demo.test');
    const errors = trackPageErrors(owner);
    const before = (await apiCall<CompanyImages>(owner, 'GET', '/api/Companies/company-images')).body;
    // Whatever the seed put there is put back at the end (the seed may give Demo Company a logo).
    const seeded = {
      thumbnail: before.thumbnail ? await apiBytes(owner, before.thumbnail.url) : null,
      cover: before.cover ? await apiBytes(owner, before.cover.url) : null,
    };
    try {
      await owner.goto(`${baseUrl}/current-company-info/about`);
      await owner.getByRole('heading', { name: 'Demo Company' }).waitFor();
      await owner.getByRole('button', { name: 'Edit' }).click();
      const pictures = owner.getByRole('region', { name: 'Logo and cover' });
      // Start from no pictures, so the uploads below are what the page shows.
      for (const remove of ['Remove logo', 'Remove cover']) {
        if (await pictures.getByRole('button', { name: remove }).count()) {
          await pictures.getByRole('button', { name: remove }).click();
          await pictures.getByRole('button', { name: remove }).waitFor({ state: 'detached' });
        }
      }
      await expect.poll(() => owner.getByTestId('company-logo').count()).toBe(0);

      await owner
        .getByTestId('uploader')
        .and(owner.getByLabel('Drop a square logo here or click to choose one'))
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
      await pictures.getByRole('button', { name: 'Remove logo' }).waitFor();
      await owner
        .getByTestId('uploader')
        .and(owner.getByLabel('Drop a wide picture here or click to choose one'))
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
      await pictures.getByRole('button', { name: 'Remove cover' }).waitFor();

      // The server keeps exactly the bytes that were sent.
      const stored = (await apiCall<CompanyImages>(owner, 'GET', '/api/Companies/company-images')).body;
      expect(stored.thumbnail?.contentType).toBe('image/png');
      expect((await apiBytes(owner, stored.thumbnail!.url)).bytes.equals(LOGO)).toBe(true);
      expect((await apiBytes(owner, stored.cover!.url)).bytes.equals(COVER)).toBe(true);

      // The header shows the logo, decoded at its real size.
      const headerLogo = owner.getByTestId('company-logo').locator('img');
      await headerLogo.waitFor();
      expect(await naturalSize(headerLogo)).toEqual({ width: 48, height: 48 });

      // Out of edit mode the about page shows both.
      await owner.getByRole('button', { name: 'Cancel' }).click();
      const pageLogo = owner.getByRole('img', { name: 'Logo of Demo Company' });
      expect(await naturalSize(pageLogo)).toEqual({ width: 48, height: 48 });
      const cover = owner.getByRole('img', { name: 'Cover picture of Demo Company' });
      await cover.waitFor();
      expect(await cover.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
        /^url\("blob:/,
      );

      // Removing them: the page and the header follow without a reload.
      await owner.getByRole('button', { name: 'Edit' }).click();
      await pictures.getByRole('button', { name: 'Remove logo' }).click();
      await pictures.getByRole('button', { name: 'Remove logo' }).waitFor({ state: 'detached' });
      await owner.getByTestId('company-logo').waitFor({ state: 'detached' });
      await pictures.getByRole('button', { name: 'Remove cover' }).click();
      await pictures.getByRole('button', { name: 'Remove cover' }).waitFor({ state: 'detached' });
      await owner.getByRole('button', { name: 'Cancel' }).click();
      await owner.getByRole('heading', { name: 'Demo Company' }).waitFor();
      expect(await owner.getByRole('img', { name: 'Logo of Demo Company' }).count()).toBe(0);
      expect(await owner.getByRole('img', { name: 'Cover picture of Demo Company' }).count()).toBe(0);
      expect(
        await owner
          .getByTestId('company-cover')
          .evaluate((element) => getComputedStyle(element).backgroundImage),
      ).toMatch(/^linear-gradient/);
      const after = (await apiCall<CompanyImages>(owner, 'GET', '/api/Companies/company-images')).body;
      expect(after).toEqual({ thumbnail: null, cover: null });
      expect(errors).toEqual([]);
    } finally {
      for (const [kind, path, field] of [
        ['thumbnail', '/api/Companies/upload-thumbnail', 'thumbnail'],
        ['cover', '/api/Companies/upload-cover', 'cover'],
      ] as const) {
        const original = seeded[kind];
        if (original) {
          const restored = await apiUploadOneChunk(owner, {
            path,
            field,
            bytes: original.bytes,
            fileName: `${kind}${original.type === 'image/png' ? '.png' : '.jpg'}`,
            contentType: original.type.split(';')[0]!,
          });
          expect(restored.status).toBe(200);
        } else {
          await apiCall(owner, 'POST', `/api/Companies/remove-${kind}`, {});
        }
      }
      await owner.context().close();
    }
  });

  it('the owner builds a division with a department, a manager and a member, finds the person in the diagram, and deletes it all', async () => {
    const owner = await pageAs('owner@demo.test');
    const errors = trackPageErrors(owner);
    const placed = await personNamed(owner, PLACED);
    try {
      await owner.goto(`${baseUrl}/current-company-info/organization/overview`);
      await owner.getByRole('button', { name: 'New division' }).click();
      let dialog = owner.getByRole('dialog', { name: 'New division' });
      await dialog.getByLabel('Division name').fill(DIVISION);
      await dialog.getByRole('button', { name: 'Create' }).click();
      const division = owner.getByRole('region', { name: DIVISION });
      await division.waitFor();
      await division.getByText('No departments in this division yet.').waitFor();

      await division.getByRole('button', { name: '+ Add department' }).click();
      dialog = owner.getByRole('dialog', { name: `New department in ${DIVISION}` });
      await dialog.getByLabel('Department name').fill(DEPARTMENT);
      await dialog.getByRole('button', { name: 'Create' }).click();
      const departmentToggle = division.getByRole('button', { name: new RegExp(`^${DEPARTMENT}\\b`) });
      await departmentToggle.waitFor();

      // The manager of the new department.
      await division.getByRole('button', { name: `More actions for ${DEPARTMENT}` }).click();
      await owner.getByRole('menuitem', { name: 'Managers…' }).click();
      dialog = owner.getByRole('dialog', { name: `Managers of ${DEPARTMENT}` });
      await dialog.getByText('Nobody manages this yet.').waitFor();
      await pickPerson(owner, dialog, 'Add a manager', MANAGER);
      await dialog.getByRole('list', { name: 'Managers' }).getByText(MANAGER).waitFor();
      await owner.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await division.getByText(MANAGER).first().waitFor();

      // A person placed in it.
      await departmentToggle.click();
      await expect.poll(() => departmentToggle.getAttribute('aria-expanded')).toBe('true');
      await division.getByText('Nobody is placed here yet.').waitFor();
      await pickPerson(owner, division, 'Place a person here', PLACED);
      const people = division.getByRole('list', { name: `People of ${DEPARTMENT}` });
      await people.getByText(PLACED).waitFor();
      await division.getByText('1 person').first().waitFor();

      const saved = (await organizationOf(owner)).divisions.find((item) => item.name === DIVISION);
      expect(saved?.departments.map((item) => item.name)).toEqual([DEPARTMENT]);
      expect(saved?.departments[0]?.managers.map((item) => item.name)).toEqual([MANAGER]);
      expect(saved?.departments[0]?.memberCount).toBe(1);

      // The diagram: searching the person opens their department and centres their node.
      await owner.getByRole('tab', { name: 'Diagram' }).click();
      await owner.waitForURL('**/organization/diagram');
      const canvas = owner.getByRole('application', { name: /^Organisation chart/ });
      await canvas.locator(`[role="button"][aria-label^="${DIVISION}, "]`).waitFor();
      await pickPerson(owner, owner.locator('body'), 'Find a person', PLACED);
      const node = canvas.locator(`[data-node="person:${placed.companyMemberId}"]`);
      await node.waitFor();
      expect(await node.getAttribute('aria-label')).toBe(`${PLACED}, ${placed.position}`);
      await expect.poll(() => node.locator('rect').getAttribute('stroke-width')).toBe('3');
      // Its name holds all the box shows: name, head count, then the managers.
      await canvas.locator(`[role="button"][aria-label^="${DEPARTMENT}, 1 person"]`).waitFor();
      // Centred: the node's box lies inside the chart's visible area.
      await expect
        .poll(async () => {
          const [box, frame] = await Promise.all([node.boundingBox(), canvas.boundingBox()]);
          return Boolean(
            box &&
            frame &&
            box.x >= frame.x &&
            box.y >= frame.y &&
            box.x + box.width <= frame.x + frame.width &&
            box.y + box.height <= frame.y + frame.height,
          );
        })
        .toBe(true);

      // Deleting: a division with departments is refused, then the pieces go one by one.
      await owner.getByRole('tab', { name: 'Overview' }).click();
      await division.waitFor();
      await division.getByRole('button', { name: `More actions for ${DIVISION}` }).click();
      await owner.getByRole('menuitem', { name: 'Delete' }).click();
      dialog = owner.getByRole('dialog', { name: 'Delete division' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog
        .getByRole('alert')
        .getByText('The division still has departments. Move or delete them first.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await departmentToggle.click();
      await people.getByRole('button', { name: `Take ${PLACED} out of this department` }).click();
      await division.getByText('Nobody is placed here yet.').waitFor();
      await division.getByRole('button', { name: `More actions for ${DEPARTMENT}` }).click();
      await owner.getByRole('menuitem', { name: 'Delete' }).click();
      dialog = owner.getByRole('dialog', { name: 'Delete department' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'detached' });
      await division.getByText('No departments in this division yet.').waitFor();
      await division.getByRole('button', { name: `More actions for ${DIVISION}` }).click();
      await owner.getByRole('menuitem', { name: 'Delete' }).click();
      await owner
        .getByRole('dialog', { name: 'Delete division' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await division.waitFor({ state: 'detached' });
      expect((await organizationOf(owner)).divisions.some((item) => item.name === DIVISION)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      // Put the person back where the seed had them, and remove anything a failure left behind.
      await apiCall(owner, 'PUT', `/api/Organization/members/${placed.companyMemberId}/department`, {
        departmentId: placed.department?.id ?? null,
      });
      const left = (await organizationOf(owner)).divisions.find((item) => item.name === DIVISION);
      for (const department of left?.departments ?? []) {
        await apiCall(owner, 'DELETE', `/api/Organization/departments/${department.departmentId}`);
      }
      if (left) await apiCall(owner, 'DELETE', `/api/Organization/divisions/${left.divisionId}`);
      expect((await personNamed(owner, PLACED)).department?.id).toBe(placed.department?.id);
      await owner.context().close();
    }
  });

  it('a member reads the organisation without any way to change it, cannot open company files, and is refused by the server', async () => {
    const member = await pageAs('member@demo.test');
    try {
      await member.goto(`${baseUrl}/current-company-info/organization/overview`);
      const operations = member.getByRole('region', { name: 'Operations' });
      await operations.waitFor();
      await member.getByRole('region', { name: 'Commercial' }).waitFor();
      const engineering = operations.getByRole('button', { name: /^Engineering\b/ });
      await engineering.click();
      await operations.getByRole('list', { name: 'People of Engineering' }).waitFor();
      for (const control of [
        member.getByRole('button', { name: 'New division' }),
        member.getByRole('button', { name: '+ Add department' }),
        member.getByRole('button', { name: /^More actions for / }),
        member.getByRole('button', { name: /^Move .* (up|down)$/ }),
        member.getByRole('button', { name: /out of this department$/ }),
        member.getByLabel('Place a person here'),
      ]) {
        expect(await control.count()).toBe(0);
      }

      // Company files are for administrators: no link, and the address is denied.
      const nav = member.getByRole('navigation', { name: 'Main navigation' });
      expect(await nav.getByRole('link', { name: 'Company files' }).count()).toBe(0);
      // Denied: the member lands on their start page; the brief toast is recorded as it appears.
      await recordAddedTexts(member);
      await member.goto(`${baseUrl}/current-company-info/company-files`);
      await member.waitForURL(`${baseUrl}/`);
      await member.getByTestId('timer-card').waitFor();
      await expect.poll(() => wasShown(member, /Access Denied/)).toBe(true);
      expect(await member.locator('[data-screen="company-info-company-files"]').count()).toBe(0);

      const organization = await organizationOf(member);
      expect(organization.canManage).toBe(false);
      const created = await apiCall<{ error: { code: string } }>(
        member,
        'POST',
        '/api/Organization/divisions',
        {
          name: `Taken over ${run}`,
        },
      );
      expect(created.status).toBe(403);
      expect(created.body.error.code).toBe('FORBIDDEN');
      const operationsId = organization.divisions.find((item) => item.name === 'Operations')!.divisionId;
      const renamed = await apiCall(member, 'PUT', `/api/Organization/divisions/${operationsId}`, {
        name: 'Renamed by a member',
      });
      expect(renamed.status).toBe(403);
      expect((await apiCall(member, 'GET', '/api/Companies/company-files')).status).toBe(403);
      const after = await organizationOf(member);
      expect(after.divisions.map((item) => item.name)).toEqual(
        organization.divisions.map((item) => item.name),
      );
    } finally {
      await member.context().close();
    }
  });
});
