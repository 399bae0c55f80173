import { CONSOLE_DRAW_API } from '@edma/contract/console-draws';
import { MEMBERS_ONLY_DRAW_MESSAGE } from '@edma/contract/draw';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility.ts';
import { closeOwnContextsAfterEach, CHAIR, openConsole, openDashboard, PHONE } from './fixtures.ts';
import { committeeToken, registerFamily, uniqueGmail } from './family-fixtures.ts';

closeOwnContextsAfterEach();

/*
 * A members-only draw on its page: an anonymous visitor sees that it exists, what it is and how to
 * join, not its wheel; a signed-in member of an approved family sees the wheel and what it is.
 * Chitty-B is put back to public afterwards (draws.spec.ts spins Chitty-C).
 */
const DRAW_ID = 'chitti-B';
const LOTTERY = { registrationNumber: 'EDDC/SL/042', promoter: 'Anu Thomas' };
const KIND_TEXT = `A small society lottery, registered with the council as ${LOTTERY.registrationNumber}; promoter: ${LOTTERY.promoter}.`;

async function setAbout(request: import('@playwright/test').APIRequestContext, membersOnly: boolean) {
  const response = await request.post(CONSOLE_DRAW_API.about.path, {
    data: { drawId: DRAW_ID, membersOnly, kind: 'society-lottery', ...LOTTERY },
    headers: { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterAll(async ({ request }) => setAbout(request, false));

test('a members-only draw shows anonymous visitors what it is and how to join, and its members the wheel', async ({ browser, request }) => {
  // The committee says so in the console.
  const committee = await openConsole(browser, 'draws');
  const card = committee.getByRole('listitem', { name: 'Chitty-B' });
  await card.getByRole('radio', { name: 'A small society lottery' }).check();
  await card.getByLabel('Council registration number').fill(LOTTERY.registrationNumber);
  await card.getByLabel('Promoter').fill(LOTTERY.promoter);
  await card.getByRole('checkbox', { name: /^Members only/ }).check();
  await card.getByRole('button', { name: 'Save what Chitty-B is' }).click();
  await expect(card.getByText('Chitty-B: saved.')).toBeVisible();
  await expectNoAxeViolations(committee, '.console-layout');

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/${DRAW_ID}`);
  await expect(visitor.getByText(MEMBERS_ONLY_DRAW_MESSAGE)).toBeVisible();
  await expect(visitor.getByText(KIND_TEXT)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'register your family' })).toBeVisible();
  await expect(visitor.locator('.draw-wheel')).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  const email = uniqueGmail('draw.member');
  const familyId = await registerFamily(request, { members: [{ name: 'Draw Member', email }] });
  const member = await openDashboard(await browser.newContext({ viewport: PHONE }), { email, familyId });
  await member.goto(`/${DRAW_ID}`);
  await expect(member.locator('.draw-wheel')).toBeVisible();
  await expect(member.getByText(`${KIND_TEXT} For members only.`)).toBeVisible();
  await expect(member.getByText(MEMBERS_ONLY_DRAW_MESSAGE)).toHaveCount(0);
});
