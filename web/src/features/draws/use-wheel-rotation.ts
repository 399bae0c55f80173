import { SPIN_ANIMATION_MS } from '@edma/contract/draw';
import { useLayoutEffect, type RefObject } from 'react';
import type { SpinTimeline, SpinTimelineSnapshot } from './spin-timeline.ts';
import { restRotation, spinEndRotation } from './wheel-geometry.ts';

/** CSS ease-out, written out so the same curve can be named wherever it is needed. */
export const SPIN_EASING = 'cubic-bezier(0, 0, 0.58, 1)';

function rest(rotor: HTMLElement, degrees: number) {
  rotor.style.transition = 'none';
  rotor.style.transform = `rotate(${degrees}deg)`;
}

/**
 * Turns the wheel for the timeline's current state. The transform is set once per spin and the
 * browser animates it (no React render per frame). A viewer who arrives mid-spin gets a negative
 * transition delay: the transition starts that far into the same curve, so every viewer's wheel
 * is at the same place at the same moment.
 */
export function useWheelRotation(
  rotorRef: RefObject<HTMLElement | null>,
  snapshot: SpinTimelineSnapshot,
  timeline: SpinTimeline,
  reducedMotion: boolean,
) {
  useLayoutEffect(() => {
    const rotor = rotorRef.current;
    if (!rotor) return;
    const { spin, phase } = snapshot;
    if (!spin || phase === 'none') return rest(rotor, 0);
    if (phase === 'done') return rest(rotor, restRotation(spin.angle));
    // Reduced motion: hold still from the start of the spin and show the result at the same moment.
    if (reducedMotion) return rest(rotor, 0);

    const elapsed = Math.max(0, timeline.elapsedMs());
    rest(rotor, 0);
    // Reading layout applies the start position, so the transition below runs from 0.
    rotor.getBoundingClientRect();
    rotor.style.transition = `transform ${SPIN_ANIMATION_MS}ms ${SPIN_EASING} ${-elapsed}ms`;
    rotor.style.transform = `rotate(${spinEndRotation(spin.angle)}deg)`;
    pinToSpinStart(rotor, elapsed, timeline);
  }, [rotorRef, snapshot, timeline, reducedMotion]);
}

/**
 * A transition starts on the frame after it is set, which on a busy phone comes late: the wheel
 * would run that far behind every other viewer's. Its start is pinned to the spin's own start on
 * the page's timeline instead, so the curve's position is the time since the server started it.
 */
function pinToSpinStart(rotor: HTMLElement, delayedBy: number, timeline: SpinTimeline) {
  // Reading the animations applies the style, which creates the transition.
  const [transition] = rotor.getAnimations?.() ?? [];
  const frameTime = transition?.timeline?.currentTime;
  if (!transition || typeof frameTime !== 'number') return;
  // The spin's elapsed time at the current frame's timestamp (the frame began a little before now).
  const elapsedAtFrame = timeline.elapsedMs() - (performance.now() - frameTime);
  transition.startTime = frameTime - elapsedAtFrame + delayedBy;
}
