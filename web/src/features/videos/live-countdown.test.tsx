import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveCountdown } from './live-countdown.tsx';

const target = new Date('2025-09-20T09:00:00Z');

function unitText() {
  return Array.from(document.querySelectorAll('.live-countdown__unit')).map((unit) => unit.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveCountdown', () => {
  it('shows days, hrs, mins and secs while counting and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-09-18T07:58:30Z'));
    render(<LiveCountdown target={target} />);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(unitText()).toEqual(['02days', '01hrs', '01mins', '30secs']);
    act(() => vi.advanceTimersByTime(1000));
    expect(unitText()).toEqual(['02days', '01hrs', '01mins', '29secs']);
    act(() => vi.advanceTimersByTime(30_000));
    expect(unitText()).toEqual(['02days', '01hrs', '00mins', '59secs']);
    expect(screen.queryByText('Live Now')).not.toBeInTheDocument();
  });

  it('switches to Live Now when the time is reached and stops ticking', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(target.getTime() - 2000));
    render(<LiveCountdown target={target} />);
    expect(unitText()).toEqual(['00days', '00hrs', '00mins', '02secs']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Live Now')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows Live Now straight away after the start, using the injected clock', () => {
    render(<LiveCountdown target={target} now={() => Date.parse('2026-11-22T00:00:00Z')} />);
    expect(screen.getByText('Live Now')).toBeInTheDocument();
  });
});
