import {
  NO_PARTICIPANTS_MESSAGE,
  SPIN_KEY_HEADER,
  SPIN_BASE_ROTATION_DEG,
  SPIN_RESULT_DELAY_MS,
  WHEEL_RADIUS,
  winnerIndex,
  WRONG_PASSWORD_MESSAGE,
  type Spin,
} from '@edma/contract/draw';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAIT_BROADCAST_MS, DrawWheelView, type DrawWheelViewProps } from './draw-wheel-view.tsx';
import type { SpinHistoryRow } from './spin-history.tsx';
import { arrowOffset, restRotation } from './wheel-geometry.ts';

const NOW = Date.UTC(2025, 8, 20, 10, 0, 0);
const NAMES = Array.from({ length: 13 }, (_, i) => `Participant ${String(i + 1).padStart(2, '0')}`);

function spinAt(id: string, angle: number, startedAtMs: number): Spin {
  return { id, angle, startedAtMs, winner: NAMES[winnerIndex(angle, NAMES.length)]! };
}

function setup(props: Partial<DrawWheelViewProps> = {}) {
  const all: DrawWheelViewProps = {
    title: 'Chitty-A',
    spinPath: '/api/spin.php',
    names: NAMES,
    spin: null,
    history: [],
    ...props,
  };
  const view = render(<DrawWheelView {...all} />);
  return {
    ...view,
    update: (next: Partial<DrawWheelViewProps>) => view.rerender(<DrawWheelView {...all} {...next} />),
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    rotor: () => view.container.querySelector<HTMLElement>('.draw-wheel__rotor')!,
    arrow: () => view.container.querySelector<SVGElement>('.draw-wheel__arrow')!,
  };
}

/** Lets the spin request's promise chain finish and React apply what it set. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const banner = () => screen.getByTestId('winner-banner');
const spinButton = () => screen.getByRole('button');
const passwordField = () => screen.getByPlaceholderText('Enter password to spin');

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Every spin request gets this answer; gives the fetch mock. */
function answerSpins(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Every spin request is refused with this status and the server's message. */
const refuseSpins = (status: number, message: string) => answerSpins(status, { success: false, message });

/** Presses Spin, after typing the password when one is given, and lets the request finish. */
async function spin(user: UserEvent, password?: string) {
  if (password) await user.type(passwordField(), password);
  await user.click(spinButton());
  await settle();
}

const quietAlerts = () => vi.spyOn(window, 'alert').mockImplementation(() => {});
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('DrawWheelView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    // Testing Library flushes with a zero timeout, which it only advances under a `jest` global.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws one labelled segment per name under the title', () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chitty-A');
    const segments = container.querySelectorAll('[data-segment]');
    expect(segments).toHaveLength(13);
    expect(segments[0]).toHaveTextContent('Participant 01');
    expect(screen.getByRole('img')).toHaveAccessibleName('Chitty-A wheel with 13 names. No winner yet.');
    expect(banner()).toHaveTextContent('');
  });

  it('draws the wheel with the spec radius of 200', () => {
    const { container } = setup();
    expect(WHEEL_RADIUS).toBe(200);
    expect(container.querySelector('.draw-wheel__rotor svg')).toHaveAttribute('viewBox', '-200 -200 400 400');
    for (const path of container.querySelectorAll('[data-segment] path')) {
      // Every segment's rim is an arc of radius 200 about the centre.
      expect(path.getAttribute('d')).toMatch(/^M 0 0 L \S+ \S+ A 200 200 0 0 1 \S+ \S+ Z$/);
    }
  });

  it('shortens long names on the wheel but keeps the full name as a tooltip', () => {
    const long = 'Alexandria Konstantinopoulou-Smythe';
    const { container } = setup({ names: [long, 'Bo'] });
    const label = container.querySelector('[data-segment="0"] text')!;
    expect(label.querySelector('title')).toHaveTextContent(long);
    expect(label.textContent).toBe(`${long}Alexandria Kon…`);
  });

  it('enables Spin only once a password is typed', async () => {
    const { user } = setup();
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeDisabled();
    expect(passwordField()).toHaveAccessibleName('Draw password');
    await user.type(passwordField(), 'x');
    expect(spinButton()).toBeEnabled();
    await user.clear(passwordField());
    expect(spinButton()).toBeDisabled();
  });

  it('spins when a spin arrives and shows the winner 41 s after it started', async () => {
    const previous = spinAt('s0', 10, NOW - 120_000);
    const { update, rotor, user } = setup({ spin: previous });
    await user.type(passwordField(), 'secret');
    expect(banner()).toHaveTextContent(`Winner: ${previous.winner}`);

    const spin = spinAt('s1', 1234.5, NOW);
    update({ spin });

    expect(banner()).toHaveTextContent('');
    expect(spinButton()).toHaveTextContent('Spinning...');
    expect(spinButton()).toBeDisabled();
    expect(passwordField()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Spinning...');
    expect(screen.getByRole('img')).toHaveAccessibleName('Chitty-A wheel with 13 names. Spinning.');
    // One transition, set once, from 0 to the base turns plus the final angle.
    expect(rotor().style.transform).toBe(`rotate(${SPIN_BASE_ROTATION_DEG + 154.5}deg)`);
    expect(rotor().style.transition).toBe('transform 40000ms cubic-bezier(0, 0, 0.58, 1) 0ms');

    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS - 1));
    expect(banner()).toHaveTextContent('');
    expect(spinButton()).toHaveTextContent('Spinning...');

    act(() => vi.advanceTimersByTime(1));
    const winner = NAMES[winnerIndex(1234.5, 13)]!;
    expect(winner).toBe(spin.winner);
    expect(banner()).toHaveTextContent(`Winner: ${winner}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Winner: ${winner}`);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Chitty-A wheel with 13 names. Winner: ${winner}.`);
    // Snapped to the final angle, no transition; the arrow turns to the middle of the winning segment.
    expect(rotor().style.transform).toBe('rotate(154.5deg)');
    expect(rotor().style.transition).toBe('none');
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeEnabled();
    expect(passwordField()).toBeEnabled();
  });

  it('turns the arrow to the middle of the winning segment only once the result is shown', () => {
    const { update, arrow } = setup();
    update({ spin: spinAt('s1', 77, NOW) });
    expect(arrow().style.getPropertyValue('--arrow-offset')).toBe('0deg');
    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS));
    const offset = arrowOffset(77, 13);
    expect(offset).not.toBe(0);
    expect(arrow().style.getPropertyValue('--arrow-offset')).toBe(`${offset}deg`);
  });

  it('joins a running spin at the right point and shows the winner at the same moment', () => {
    const spin = spinAt('s1', 300, NOW - 15_000);
    const { rotor } = setup({ spin });
    expect(spinButton()).toHaveTextContent('Spinning...');
    // 15 s into the same 40 s curve.
    expect(rotor().style.transition).toBe('transform 40000ms cubic-bezier(0, 0, 0.58, 1) -15000ms');
    expect(rotor().style.transform).toBe(`rotate(${SPIN_BASE_ROTATION_DEG + 300}deg)`);

    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS - 15_000 - 1));
    expect(banner()).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toHaveTextContent(`Winner: ${spin.winner}`);
  });

  it('shows the last winner at the final angle to a viewer who arrives after the spin', () => {
    const spin = spinAt('s1', 725, NOW - 50_000);
    const { rotor } = setup({ spin });
    expect(banner()).toHaveTextContent(`Winner: ${spin.winner}`);
    expect(rotor().style.transform).toBe('rotate(5deg)');
    expect(spinButton()).toHaveTextContent('Spin');
  });

  it('keeps the wheel still with reduced motion but shows the winner at the same time', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { update, rotor } = setup();
    update({ spin: spinAt('s1', 200, NOW) });
    expect(rotor().style.transition).toBe('none');
    expect(rotor().style.transform).toBe('rotate(0deg)');
    expect(spinButton()).toHaveTextContent('Spinning...');
    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS));
    expect(banner()).toHaveTextContent(`Winner: ${NAMES[winnerIndex(200, 13)]}`);
    expect(rotor().style.transform).toBe('rotate(200deg)');
  });

  it('asks the server to spin with the password in a header', async () => {
    const fetchMock = answerSpins(200, { success: true, angle: 42, spinId: 's9' });
    const { user, update } = setup();
    await spin(user, 'edma-demo-spin');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/spin.php');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)[SPIN_KEY_HEADER]).toBe('edma-demo-spin');
    expect(url).not.toContain('edma-demo-spin');
    // Started, but the wheel is not turning yet: still "Checking..." until the broadcast arrives.
    expect(spinButton()).toHaveTextContent('Checking...');
    expect(spinButton()).toBeDisabled();
    update({ spin: spinAt('s9', 42, NOW) });
    expect(spinButton()).toHaveTextContent('Spinning...');
    expect(passwordField()).toBeDisabled();
    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS));
    expect(spinButton()).toHaveTextContent('Spin');
  });

  it('reads "Checking..." while the request is in flight, never "Spinning..." before the wheel turns', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const alert = quietAlerts();
    const { user } = setup();
    await spin(user, 'wrong');

    expect(spinButton()).toHaveTextContent('Checking...');
    expect(spinButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking...');
    // Not disabled (that is for a spin), only read-only, so it keeps its place for the next try.
    expect(passwordField()).toBeEnabled();
    expect(passwordField()).toHaveAttribute('readonly');
    expect(screen.getByRole('img')).toHaveAccessibleName('Chitty-A wheel with 13 names. No winner yet.');
    expect(screen.queryByText('Spinning...')).not.toBeInTheDocument();

    answer(jsonResponse(403, { success: false, message: WRONG_PASSWORD_MESSAGE }));
    await settle();
    expect(alert).toHaveBeenCalledWith(WRONG_PASSWORD_MESSAGE);
    expect(spinButton()).toHaveTextContent('Spin');
    expect(passwordField()).not.toHaveAttribute('readonly');
  });

  it('gives the controls back if a started spin never reaches the page', async () => {
    answerSpins(200, { success: true, angle: 42, spinId: 's9' });
    const error = quietErrors();
    const { user } = setup();
    await spin(user, 'edma-demo-spin');
    expect(spinButton()).toHaveTextContent('Checking...');
    act(() => vi.advanceTimersByTime(AWAIT_BROADCAST_MS - 1));
    expect(spinButton()).toHaveTextContent('Checking...');
    act(() => vi.advanceTimersByTime(1));
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });

  it('alerts on a wrong password (403, or 401 from an older server) and changes nothing else', async () => {
    refuseSpins(403, WRONG_PASSWORD_MESSAGE);
    const alert = quietAlerts();
    const previous = spinAt('s0', 10, NOW - 120_000);
    const { user } = setup({ spin: previous });
    await spin(user, 'wrong');

    expect(alert).toHaveBeenCalledWith('Incorrect password! Please enter the correct password to spin.');
    expect(banner()).toHaveTextContent(`Winner: ${previous.winner}`);
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeEnabled();
    expect(passwordField()).toBeEnabled();
    expect(passwordField()).toHaveFocus();

    refuseSpins(401, WRONG_PASSWORD_MESSAGE);
    await spin(user);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenLastCalledWith(WRONG_PASSWORD_MESSAGE);
    expect(spinButton()).toHaveTextContent('Spin');
  });

  it('shows the server message after too many attempts, until the next try', async () => {
    const message = 'Too many wrong passwords. Please try again in 15 minutes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
          }),
      ),
    );
    const alert = quietAlerts();
    const { user } = setup();
    await spin(user, 'guess');

    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(passwordField()).toHaveAccessibleDescription(message);
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeEnabled();

    refuseSpins(403, WRONG_PASSWORD_MESSAGE);
    await spin(user);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(alert).toHaveBeenCalledWith(WRONG_PASSWORD_MESSAGE);
  });

  it('tells the committee member why a draw with nobody to draw from cannot spin', async () => {
    refuseSpins(409, NO_PARTICIPANTS_MESSAGE);
    const alert = quietAlerts();
    const error = quietErrors();
    const { user } = setup();
    await spin(user, 'edma-demo-spin');
    expect(screen.getByRole('alert')).toHaveTextContent(NO_PARTICIPANTS_MESSAGE);
    expect(passwordField()).toHaveAccessibleDescription(NO_PARTICIPANTS_MESSAGE);
    expect(alert).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(spinButton()).toHaveTextContent('Spin');
    expect(spinButton()).toBeEnabled();
  });

  it('only logs other spin failures', async () => {
    refuseSpins(409, 'A spin is already running.');
    const alert = quietAlerts();
    const error = quietErrors();
    const { user } = setup();
    await spin(user, 'edma-demo-spin');
    expect(alert).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    expect(spinButton()).toHaveTextContent('Spin');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await spin(user);
    expect(alert).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('lays the labels out to read the right way up where the wheel rests', () => {
    /** The direction each label's text runs on screen, as the x of a unit vector (negative: upside down). */
    const readingDirections = (container: HTMLElement, wheelRotation: number) =>
      [...container.querySelectorAll('[data-segment] text')].map((text) => {
        const degrees = Number(/rotate\(([-\d.e]+)\)/.exec(text.getAttribute('transform')!)![1]) + wheelRotation;
        return Math.cos((degrees * Math.PI) / 180);
      });
    const { container, update } = setup();
    for (const x of readingDirections(container, 0)) expect(x).toBeGreaterThan(-1e-9);

    const spin = spinAt('s1', 100, NOW);
    update({ spin });
    // Laid out for the angle the wheel comes to rest at, already while it turns.
    const atRest = restRotation(spin.angle);
    for (const x of readingDirections(container, atRest)) expect(x).toBeGreaterThan(-1e-9);
    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS));
    for (const x of readingDirections(container, atRest)) expect(x).toBeGreaterThan(-1e-9);
    // Some labels had to turn round for it.
    expect(container.querySelectorAll('[data-segment] text[text-anchor="start"]').length).toBeGreaterThan(0);
  });

  it('lists the history newest first without giving away a running spin', () => {
    const older = spinAt('s1', 10, NOW - 200_000);
    const old = spinAt('s2', 100, NOW - 100_000);
    const running = spinAt('s3', 250, NOW);
    const row = (spin: Spin): SpinHistoryRow => ({ id: spin.id, startedAtMs: spin.startedAtMs, winner: spin.winner });
    const { update } = setup({ spin: old, history: [row(old), row(older)] });
    const winners = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell')[1]!.textContent);
    expect(winners()).toEqual([old.winner, older.winner]);

    // The record can arrive before the draw document; either way it stays hidden until the result.
    update({ spin: old, history: [row(running), row(old), row(older)] });
    expect(winners()).toEqual([old.winner, older.winner]);
    update({ spin: running, history: [row(running), row(old), row(older)] });
    expect(winners()).toEqual([old.winner, older.winner]);
    act(() => vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS));
    expect(winners()).toEqual([running.winner, old.winner, older.winner]);
  });

  it('says so when there is no history yet', () => {
    setup();
    expect(screen.getByText('No spins yet.')).toBeInTheDocument();
  });
});
