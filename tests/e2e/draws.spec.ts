import { DRAWS, SPIN_ANIMATION_MS, SPIN_RESULT_DELAY_MS, WHEEL_RADIUS, winnerIndex, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DRAW_PROOF_API } from '@edma/contract/draw-spin-proof';
import { expectNoAxeViolations } from '../support/accessibility.ts';
import { expectPhoneWidth, PHONE } from './fixtures.ts';

/*
 * Live draws in real browsers against the emulators: one real spin (41 s) shared by every check.
 * Two viewers see it start and end together with the server's winner, a third joins mid-spin on
 * the same point of the same curve, and a wrong password changes nothing.
 */
const DRAW = DRAWS[2]; // chitti-C, 12 names
const PASSWORD = process.env.EDMA_DRAW_PASSWORD ?? 'edma-demo-spin';
const PLACEHOLDER_NAMES = Array.from({ length: 12 }, (_, i) => `Participant C${i + 1}`);

// --- Firestore emulator REST, as the owner (bypasses rules; reads what the server wrote) ---

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

type FirestoreValue = Record<string, unknown>;
function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: FirestoreValue[] }).values ?? []).map(decode);
  }
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, FirestoreValue> }).fields);
  throw new Error(`Unexpected Firestore value ${JSON.stringify(value)}`);
}
function decodeFields(fields: Record<string, FirestoreValue> = {}) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

interface ServerSpin {
  id: string;
  angle: number;
  startedAtMs: number;
  winner: string;
}
interface ServerDraw {
  names: string[];
  spin: ServerSpin | null;
}

async function readDraw(request: APIRequestContext): Promise<ServerDraw | null> {
  const response = await request.get(`${documentsUrl}/draws/${DRAW.id}`, { headers: OWNER });
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return decodeFields((await response.json()).fields) as unknown as ServerDraw;
}

async function readSpinRecord(request: APIRequestContext, spinId: string) {
  const response = await request.get(`${documentsUrl}/draws/${DRAW.id}/spins/${spinId}`, { headers: OWNER });
  expect(response.ok()).toBe(true);
  return decodeFields((await response.json()).fields) as { angle: number; winner: string; winnerIndex: number; startedAtMs: number };
}

async function countSpinRecords(request: APIRequestContext): Promise<number> {
  let count = 0;
  let pageToken = '';
  do {
    const query = `pageSize=300&mask.fieldPaths=winner${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await request.get(`${documentsUrl}/draws/${DRAW.id}/spins?${query}`, { headers: OWNER });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { documents?: unknown[]; nextPageToken?: string };
    count += body.documents?.length ?? 0;
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return count;
}

/** The draw as the app's seed leaves it; created here only if this emulator run has none. */
async function drawReadyToSpin(request: APIRequestContext): Promise<ServerDraw> {
  let draw = await readDraw(request);
  if (!draw) {
    const response = await request.patch(`${documentsUrl}/draws/${DRAW.id}`, {
      headers: OWNER,
      data: {
        fields: {
          title: { stringValue: DRAW.title },
          names: { arrayValue: { values: PLACEHOLDER_NAMES.map((name) => ({ stringValue: name })) } },
          spin: { nullValue: null },
        },
      },
    });
    expect(response.ok()).toBe(true);
    draw = (await readDraw(request))!;
  }
  // Another run's spin may still be turning: the server refuses a new one until it ends.
  const runningFor = draw.spin ? Date.now() - draw.spin.startedAtMs : Infinity;
  if (runningFor < SPIN_RESULT_DELAY_MS) await new Promise((r) => setTimeout(r, SPIN_RESULT_DELAY_MS - runningFor + 500));
  return draw;
}

// --- The page ---

async function openViewer(browser: Browser, names: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${DRAW.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAW.title })).toBeVisible();
  await expect(page.locator('.draw-wheel__rotor [data-segment]')).toHaveCount(names.length);
  return page;
}

const spinButton = (page: Page) => page.locator('button.draw__spin');
const passwordField = (page: Page) => page.getByPlaceholder('Enter password to spin');
const banner = (page: Page) => page.getByTestId('winner-banner');
const historyRows = (page: Page) => page.locator('.draw-history__table tbody tr');

/** Records every text the Spin button shows from now on, in order (read back with `buttonTexts`). */
async function recordButtonTexts(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('button.draw__spin')!;
    const seen: string[] = [];
    (window as unknown as { buttonTexts: string[] }).buttonTexts = seen;
    new MutationObserver(() => {
      const text = button.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(button, { childList: true, characterData: true, subtree: true });
  });
}
const buttonTexts = (page: Page) => page.evaluate(() => (window as unknown as { buttonTexts: string[] }).buttonTexts);

/**
 * How each wheel label's text runs on screen: the x of its reading direction from its full transform
 * (the wheel's turn included). Negative means upside down.
 */
async function labelReadingDirections(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>('.draw-wheel__rotor [data-segment] text')].map((text) => {
      const ctm = text.getScreenCTM()!;
      return { name: text.textContent, x: ctm.a / Math.hypot(ctm.a, ctm.b) };
    }),
  );
}

/** Notes the wall-clock time the banner first says "Winner: ..." (so the pages can be compared). */
async function recordWinnerTime(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="winner-banner"]')!;
    const observer = new MutationObserver(() => {
      if (target.textContent?.startsWith('Winner:')) {
        (window as unknown as { winnerShownAt: number }).winnerShownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(target, { childList: true, characterData: true, subtree: true });
  });
}

/** Where the page's wheel is on the spin curve, measured on the running CSS transition itself. */
async function curvePosition(page: Page) {
  return page.evaluate(() => {
    const [transition] = document.querySelector('.draw-wheel__rotor')!.getAnimations();
    if (!transition) return null;
    const timing = transition.effect!.getTiming();
    return {
      // Time into the 40 s curve (the negative delay of a late joiner counts as time already run).
      curveMs: Number(transition.currentTime) - Number(timing.delay),
      // The wall-clock time of the frame that position belongs to.
      frameAtMs: performance.timeOrigin + Number(document.timeline.currentTime),
      duration: Number(timing.duration),
      easing: timing.easing,
    };
  });
}

/** The segment drawn at `degreesFromArrow` beside the arrow, 70% of the way out from the centre. */
async function segmentBesideArrow(page: Page, degreesFromArrow: number) {
  return page.evaluate((delta) => {
    const wheel = document.querySelector('.draw-wheel')!.getBoundingClientRect();
    const centre = { x: wheel.left + wheel.width / 2, y: wheel.top + wheel.height / 2 };
    const arrow = document.querySelector<SVGPathElement>('.draw-wheel__arrow path')!;
    const [tipX, tipY] = arrow.dataset.arrowTip!.split(' ').map(Number) as [number, number];
    const tip = new DOMPoint(tipX, tipY).matrixTransform(arrow.getScreenCTM()!);
    const direction = Math.atan2(tip.y - centre.y, tip.x - centre.x) + (delta * Math.PI) / 180;
    const radius = (wheel.width / 2) * 0.7;
    const hit = document.elementFromPoint(centre.x + radius * Math.cos(direction), centre.y + radius * Math.sin(direction));
    return hit?.closest<SVGGElement>('[data-segment]')?.dataset.name ?? null;
  }, degreesFromArrow);
}

test('a spin is seen live by every viewer, and a wrong password changes nothing', async ({ browser, request }) => {
  expect(firestoreHost, 'run inside scripts/with-emulators.mjs').toBeTruthy();
  const before = await drawReadyToSpin(request);
  const names = before.names;
  const recordsBefore = await countSpinRecords(request);
  const [first, second] = await Promise.all([openViewer(browser, names), openViewer(browser, names)]);
  const rowsBefore = await historyRows(second).count();

  await test.step('the wheel is drawn at radius 200 and its labels read the right way up', async () => {
    // The drawing's own size: a wheel left turned by an earlier spin has a larger bounding box.
    const size = await first.locator('.draw-wheel__rotor svg').evaluate((svg) => ({ width: svg.clientWidth, height: svg.clientHeight }));
    expect(size.width).toBeCloseTo(2 * WHEEL_RADIUS, 0);
    expect(size.height).toBeCloseTo(2 * WHEEL_RADIUS, 0);
    for (const label of await labelReadingDirections(first)) expect(label.x, label.name ?? '').toBeGreaterThan(-0.01);
  });

  await test.step('a wrong password is refused and changes nothing; the button never says Spinning...', async () => {
    await expect(spinButton(first)).toHaveText('Spin');
    await expect(spinButton(first)).toBeDisabled();
    await passwordField(first).fill('not-the-password');
    await expect(spinButton(first)).toBeEnabled();
    await recordButtonTexts(first);
    // Hold the request a moment so the in-flight state can be seen; it then goes to the server as sent.
    let releaseRequest!: () => void;
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    await first.route(`**${DRAW.spinPath}`, async (route) => {
      await held;
      await route.continue();
    });
    const answer = first.waitForResponse((response) => response.url().endsWith(DRAW.spinPath));
    const dialog = first.waitForEvent('dialog');
    await spinButton(first).click();
    await expect(spinButton(first)).toHaveText('Checking...');
    await expect(spinButton(first)).toBeDisabled();
    releaseRequest();
    const response = await answer;
    expect(response.request().method()).toBe('POST');
    // 403 from the server with the password check's new answer, 401 from one before it.
    expect([401, 403]).toContain(response.status());
    const alert = await dialog;
    expect(alert.message()).toBe(WRONG_PASSWORD_MESSAGE);
    await alert.accept();
    await first.unroute(`**${DRAW.spinPath}`);
    expect(await buttonTexts(first)).toEqual(['Checking...', 'Spin']);

    await expect(spinButton(first)).toHaveText('Spin');
    await expect(spinButton(second)).toHaveText('Spin');
    expect((await readDraw(request))?.spin?.id).toBe(before.spin?.id);
    expect(await countSpinRecords(request)).toBe(recordsBefore);
    await expect(historyRows(second)).toHaveCount(rowsBefore);
  });

  let spin!: ServerSpin;
  await test.step('a spin with the right password starts on both pages', async () => {
    await passwordField(first).fill(PASSWORD);
    await recordButtonTexts(first);
    const answer = first.waitForResponse((response) => response.url().endsWith(DRAW.spinPath));
    await spinButton(first).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { success: boolean; spinId: string; angle: number };
    expect(body.success).toBe(true);
    // "Checking..." for the request, "Spinning..." once the wheel turns.
    await expect(spinButton(first)).toHaveText('Spinning...');
    expect(await buttonTexts(first)).toEqual(['Checking...', 'Spinning...']);

    for (const page of [first, second]) {
      await expect(spinButton(page)).toHaveText('Spinning...');
      await expect(spinButton(page)).toBeDisabled();
      await expect(passwordField(page)).toBeDisabled();
      await expect(banner(page)).toHaveText('');
      await recordWinnerTime(page);
    }
    spin = (await readDraw(request))!.spin!;
    expect(spin).toMatchObject({ id: body.spinId, angle: body.angle });
    // The server's recorded winner is the name the formula picks for its angle.
    expect(spin.winner).toBe(names[winnerIndex(spin.angle, names.length)]);
    expect(await readSpinRecord(request, spin.id)).toMatchObject({
      angle: spin.angle,
      startedAtMs: spin.startedAtMs,
      winner: spin.winner,
      winnerIndex: winnerIndex(spin.angle, names.length),
    });
    // The running spin's record stays out of the history until the wheel has shown it.
    await expect(historyRows(second)).toHaveCount(rowsBefore);
  });

  let late!: Page;
  await test.step('a viewer who opens mid-spin joins the same curve at the same point', async () => {
    const joinAt = spin.startedAtMs + 12_000;
    await new Promise((r) => setTimeout(r, Math.max(0, joinAt - Date.now())));
    late = await openViewer(browser, names);
    await expect(spinButton(late)).toHaveText('Spinning...');
    // On a phone, the turning wheel never widens the page.
    await late.setViewportSize(PHONE);
    await expectPhoneWidth(late);
    await expect(banner(late)).toHaveText('');
    await recordWinnerTime(late);

    for (const page of [first, second, late]) {
      const position = await curvePosition(page);
      expect(position, 'a running transition').not.toBeNull();
      expect(position!.duration).toBe(SPIN_ANIMATION_MS);
      expect(position!.easing).toBe('cubic-bezier(0, 0, 0.58, 1)');
      // Every page is at (time since the server started the spin) on the curve: within a few frames,
      // and a busy machine's frames come late (a viewer that started over would be 12 s off).
      expect(Math.abs(position!.curveMs - (position!.frameAtMs - spin.startedAtMs))).toBeLessThan(750);
    }
  });

  await test.step('all three show the server winner at the same moment, 41 s after the start', async () => {
    const viewers = [first, second, late];
    for (const page of viewers) {
      await expect(banner(page)).toHaveText(`Winner: ${spin.winner}`, { timeout: SPIN_RESULT_DELAY_MS + 10_000 });
    }
    const shownAt = await Promise.all(
      viewers.map((page) => page.evaluate(() => (window as unknown as { winnerShownAt: number }).winnerShownAt)),
    );
    for (const at of shownAt) expect(Math.abs(at - (spin.startedAtMs + SPIN_RESULT_DELAY_MS))).toBeLessThan(1_000);
    // The winner shown after a real spin: only this test reaches it (the sweep scans the draw page at rest).
    await expectNoAxeViolations(late);
    for (const page of viewers) {
      await expect(spinButton(page)).not.toHaveText('Spinning...');
      await expect(page.getByRole('img', { name: new RegExp(`Winner: ${spin.winner}\\.$`) })).toBeVisible();
      await expect(historyRows(page).first().locator('td').nth(1)).toHaveText(spin.winner);
    }
    await expect(historyRows(second)).toHaveCount(Math.min(rowsBefore + 1, 20));
    expect(await countSpinRecords(request)).toBe(recordsBefore + 1);
  });

  await test.step('the arrow points at the middle of the winning segment', async () => {
    // Let the arrow's short turn to the middle finish.
    await first.waitForTimeout(500);
    const half = 360 / names.length / 2;
    expect(await segmentBesideArrow(first, 0)).toBe(spin.winner);
    expect(await segmentBesideArrow(first, -(half - 1))).toBe(spin.winner);
    expect(await segmentBesideArrow(first, half - 1)).toBe(spin.winner);
    expect(await segmentBesideArrow(first, -(half + 1))).not.toBe(spin.winner);
    expect(await segmentBesideArrow(first, half + 1)).not.toBe(spin.winner);
  });

  await test.step('at rest after the spin every label reads the right way up', async () => {
    for (const page of [first, late]) {
      const labels = await labelReadingDirections(page);
      expect(labels).toHaveLength(names.length);
      for (const label of labels) expect(label.x, label.name ?? '').toBeGreaterThan(-0.01);
    }
  });

  await test.step("the spin's proof page checks it in the browser: Verified, and no request once its record has arrived", async () => {
    const requests: { url: string; atMs: number }[] = [];
    second.on('request', (r) => requests.push({ url: r.url(), atMs: Date.now() }));
    const record = second.waitForResponse((response) => response.url().includes(DRAW_PROOF_API.spin.path));
    await historyRows(second)
      .first()
      .getByRole('link', { name: `Check the spin won by ${spin.winner}` })
      .click();
    await expect(second).toHaveURL(new RegExp(`/${DRAW.id}/spins/${spin.id}$`));
    expect((await record).status()).toBe(200);
    const loadedAtMs = Date.now();
    await expect(second.getByRole('heading', { level: 1, name: 'Proof of a spin' })).toBeVisible();
    await expect(second.getByText('Verified', { exact: true })).toBeVisible();
    await expect(second.locator('.spin-proof__names li')).toHaveText(names);
    // Time for a stray request to show, had the page asked anything to check the spin.
    await second.waitForTimeout(500);
    const server = [String(process.env.FIRESTORE_EMULATOR_HOST), '/api/', 'firestore.googleapis.com', 'drand'];
    expect(requests.filter((r) => r.atMs >= loadedAtMs && server.some((part) => r.url.includes(part))).map((r) => r.url)).toEqual([]);
    await expectNoAxeViolations(second);
  });

  await Promise.all([first, second, late].map((page) => page.context().close()));
});

test('each draw route carries its own literal title', async ({ page }) => {
  const titles: Record<string, string> = { '/chitti-A': 'Chitty-A', '/chitti-B': 'Chitty-B', '/chitti-C': 'Chitty-C' };
  for (const [route, title] of Object.entries(titles)) {
    await page.goto(route);
    // The title is the page's own, whether or not this emulator run holds that draw's names.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^(Loading\.\.\.)$/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
