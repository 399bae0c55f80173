import { DRAWS, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHAIR, closeOwnContextsAfterEach, openConsole } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The committee edits Chitty-A's title and names in the console and the open draw page shows them;
 * a new draw password then spins, and the deployment's no longer does; a failed contact message is
 * sent again from Messages. The draw document and the password are put back afterwards, for the
 * draw pages' own browser tests.
 */
const DEPLOYMENT_PASSWORD = process.env.EDMA_DRAW_PASSWORD ?? 'edma-demo-spin';
const NEW_PASSWORD = `console-${Date.now().toString(36)}`;
const suffix = Date.now().toString(36).slice(-4);
const NAMES = [`Meera ${suffix}`, `Joseph ${suffix}`, `Anu ${suffix}`, `Cyril ${suffix}`, `Deepa ${suffix}`];
const TITLE = `Chitty-A ${suffix}`;

// --- Firestore emulator REST, as the owner (bypasses rules), to put the draw back afterwards ---

const documentsUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

async function readFields(request: APIRequestContext, docPath: string): Promise<Record<string, unknown> | null> {
  const response = await request.get(`${documentsUrl}/${docPath}`, { headers: OWNER });
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}

async function restore(request: APIRequestContext, docPath: string, fields: Record<string, unknown> | null) {
  const response = fields
    ? await request.patch(`${documentsUrl}/${docPath}`, { headers: OWNER, data: { fields } })
    : await request.delete(`${documentsUrl}/${docPath}`, { headers: OWNER });
  expect(response.ok()).toBe(true);
}

const wheelNames = (page: Page) =>
  page.locator('.draw-wheel__rotor [data-segment]').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-name')));

let savedDraw: Record<string, unknown> | null = null;
let messageDoc = '';
let savedPassword: Record<string, unknown> | null = null;
test.beforeAll(async ({ request }) => {
  savedDraw = await readFields(request, 'draws/chitti-A');
  savedPassword = await readFields(request, 'drawSettings/password');
});
test.afterAll(async ({ request }) => {
  await restore(request, 'draws/chitti-A', savedDraw);
  await restore(request, 'drawSettings/password', savedPassword);
  if (messageDoc) await restore(request, messageDoc, null);
});

test('the committee renames Chitty-A and its participants, the wheel shows them, a new draw password replaces the old, and a failed message is sent again', async ({
  browser,
  request,
}) => {
  // A viewer already on the draw page. It asks for reduced motion: the wheel holds still through the
  // spin (the motion is draws.spec.ts's), and the 40 s of frames are not drawn beside the console.
  const viewer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await viewer.goto('/chitti-A');
  await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();

  const consoleTab = await openConsole(browser, 'draws');
  // The console asks in the page: a browser dialog would be a regression.
  const dialogs: string[] = [];
  consoleTab.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await expect(consoleTab.getByRole('heading', { level: 2, name: 'Draws' })).toBeVisible();
  await expect(consoleTab.getByRole('link', { name: 'Draws' })).toHaveAttribute('aria-current', 'page');
  const card = consoleTab.getByRole('listitem', { name: 'Chitty-A' });

  await test.step('edit the title and the names: the open draw page shows them at once', async () => {
    // Nothing wider than the phone.
    expect(await consoleTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByLabel('Title').fill(TITLE);
    await card.getByLabel('Participants (one name per line)').fill(NAMES.join('\n'));
    await card.getByRole('button', { name: 'Save Chitty-A' }).click();
    const saved = consoleTab.getByRole('listitem', { name: TITLE });
    await expect(saved.getByRole('status')).toHaveText(`${TITLE} was saved.`);

    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect.poll(() => wheelNames(viewer)).toEqual(NAMES);
    // A fresh visitor sees the same.
    const visitor = await browser.newPage();
    await visitor.goto('/chitti-A');
    await expect.poll(() => wheelNames(visitor)).toEqual(NAMES);
    await visitor.close();
  });

  await test.step('a new draw password: the old one is refused, the new one spins', async () => {
    const passwords = consoleTab.getByRole('group', { name: 'Draw password' });
    await passwords.getByLabel('New draw password').fill(NEW_PASSWORD);
    await passwords.getByLabel('The new password again').fill(NEW_PASSWORD);
    await passwords.getByRole('button', { name: 'Change the draw password' }).click();
    await expect(passwords.getByRole('status')).toHaveText('The draw password was changed.');
    await expect(passwords.getByText(new RegExp(`Set in this console by ${CHAIR.replaceAll('.', '\\.')}`))).toBeVisible();

    const alerts: string[] = [];
    viewer.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const password = viewer.getByPlaceholder('Enter password to spin');
    const spin = viewer.locator('button.draw__spin');
    await password.fill(DEPLOYMENT_PASSWORD);
    const refused = viewer.waitForResponse((response) => response.url().endsWith(DRAWS[0].spinPath));
    await spin.click();
    expect((await refused).status()).toBe(403);
    await expect.poll(() => alerts).toEqual([WRONG_PASSWORD_MESSAGE]);
    await expect(spin).toHaveText('Spin');

    await password.fill(NEW_PASSWORD);
    const started = viewer.waitForResponse((response) => response.url().endsWith(DRAWS[0].spinPath));
    await spin.click();
    expect((await started).status()).toBe(200);
    await expect(spin).toHaveText('Spinning...');
    // The wheel turns with the committee's names.
    expect(await wheelNames(viewer)).toEqual(NAMES);
  });

  await test.step('while it spins the console refuses to change the names', async () => {
    await consoleTab.reload();
    const running = consoleTab.getByRole('listitem', { name: TITLE });
    await expect(running.getByText('A spin is running: the draw can be changed once it has finished.')).toBeVisible();
    await expect(running.getByLabel('Participants (one name per line)')).toBeDisabled();
    await running.getByRole('button', { name: 'Show history' }).click();
    await expect(running.getByRole('region', { name: `History of ${TITLE}` }).getByRole('row')).not.toHaveCount(0);
  });

  await test.step("back to the deployment's password", async () => {
    const passwords = consoleTab.getByRole('group', { name: 'Draw password' });
    await passwords.getByRole('button', { name: "Use the deployment's password" }).click();
    const confirm = passwords.getByRole('group', { name: "Use the deployment's draw password again?" });
    await expect(confirm.getByText("Use the deployment's draw password again? The password set here stops working.")).toBeVisible();
    await confirm.getByRole('button', { name: "Use the deployment's password" }).click();
    await expect(passwords.getByRole('status')).toHaveText("The deployment's draw password applies again.");
    expect(dialogs).toEqual([]);
  });

  await test.step('Messages: a failed contact message is listed and sent again', async () => {
    const from = `Failed Sender ${suffix}`;
    const created = await request.post(`${documentsUrl}/contactMessages`, {
      headers: OWNER,
      data: {
        fields: {
          name: { stringValue: from },
          email: { stringValue: 'visitor@example.org' },
          message: { stringValue: 'Is there parking at the Onam venue?' },
          createdAt: { timestampValue: new Date(Date.now() + 365 * 24 * 3600_000).toISOString() },
          delivery: {
            mapValue: {
              fields: {
                state: { stringValue: 'failed' },
                attempts: { integerValue: '6' },
                lastError: { stringValue: 'connect ECONNREFUSED' },
              },
            },
          },
        },
      },
    });
    expect(created.ok()).toBe(true);
    messageDoc = ((await created.json()) as { name: string }).name.split('/documents/')[1]!;

    await consoleTab.getByRole('link', { name: 'Messages' }).click();
    const card = consoleTab.getByRole('listitem', { name: from });
    await expect(card.getByText('Failed after 6 attempts')).toBeVisible();
    await expect(card.getByText('Last error: connect ECONNREFUSED')).toBeVisible();
    expect(await consoleTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: `Retry the message from ${from}` }).click();
    await expect(card.getByRole('status')).toHaveText('The message was sent.');
    await expect(card.getByText(/Sent \d/)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  });

  await consoleTab.context().close();
  await viewer.close();
});
