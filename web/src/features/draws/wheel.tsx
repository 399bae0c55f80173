import { WHEEL_RADIUS } from '@edma/contract/draw';
import type { CSSProperties, Ref } from 'react';
import { labelFlipped, segmentMiddle, segmentPath } from './wheel-geometry.ts';

/** Fill and text colour pairs, each with a contrast ratio above 4.5:1. */
const COLOURS = [
  { fill: 'var(--color-info)', text: 'var(--color-on-dark)' },
  { fill: 'var(--color-wheel-gold)', text: 'var(--color-text)' },
  // Only for the last segment of an odd count, so no two neighbours share a colour.
  { fill: 'var(--color-wheel-teal)', text: 'var(--color-on-dark)' },
] as const;

const MAX_LABEL_CHARS = 15;
const VIEW_BOX = `${-WHEEL_RADIUS} ${-WHEEL_RADIUS} ${WHEEL_RADIUS * 2} ${WHEEL_RADIUS * 2}`;

function colourFor(index: number, count: number) {
  if (count % 2 === 1 && count > 1 && index === count - 1) return COLOURS[2];
  return COLOURS[index % 2]!;
}

function shortLabel(name: string) {
  return name.length > MAX_LABEL_CHARS ? `${name.slice(0, MAX_LABEL_CHARS - 1).trimEnd()}…` : name;
}

export interface WheelProps {
  names: readonly string[];
  /** The element the spin rotates; its transform is driven outside React. */
  rotorRef: Ref<HTMLDivElement>;
  /** Degrees the arrow turns from 12 o'clock, to point at the middle of the winning segment. */
  arrowOffset: number;
  /** The text alternative: what the wheel shows right now. */
  label: string;
  /** The rotation (degrees) the wheel rests at, for which every label is laid out to read the right way up. */
  labelRotation?: number;
}

/** The wheel drawn as SVG (crisp at any pixel density): equal segments, names along the radius, an arrow. */
export function Wheel({ names, rotorRef, arrowOffset, label, labelRotation = 0 }: WheelProps) {
  const count = names.length;
  const fontSize = count > 16 ? 11 : 14;
  const arrowStyle = { '--arrow-offset': `${arrowOffset}deg` } as CSSProperties;
  return (
    <div className="draw-wheel" role="img" aria-label={label}>
      <div className="draw-wheel__rotor" ref={rotorRef}>
        <svg viewBox={VIEW_BOX} aria-hidden="true" focusable="false">
          {names.map((name, index) => {
            const colour = colourFor(index, count);
            const flipped = labelFlipped(index, count, labelRotation);
            const middle = segmentMiddle(index, count);
            return (
              <g key={index} data-segment={index} data-name={name}>
                <path
                  d={segmentPath(index, count, WHEEL_RADIUS)}
                  style={{ fill: colour.fill, stroke: 'var(--color-on-dark)' }}
                  strokeWidth={2}
                />
                <text
                  // Along the radius, reading outwards; on the left half turned round to read inwards.
                  transform={`rotate(${flipped ? middle + 180 : middle})`}
                  x={flipped ? -(WHEEL_RADIUS - 22) : WHEEL_RADIUS - 22}
                  y={0}
                  textAnchor={flipped ? 'start' : 'end'}
                  dominantBaseline="central"
                  style={{ fill: colour.text }}
                  fontSize={fontSize}
                  fontWeight={600}
                >
                  <title>{name}</title>
                  {shortLabel(name)}
                </text>
              </g>
            );
          })}
          <circle r={18} style={{ fill: 'var(--color-on-dark)', stroke: 'var(--color-text)' }} strokeWidth={3} />
        </svg>
      </div>
      <svg className="draw-wheel__arrow" viewBox={VIEW_BOX} style={arrowStyle} aria-hidden="true" focusable="false">
        <path
          data-arrow-tip={`0 ${-WHEEL_RADIUS + 10}`}
          d={`M 0 ${-WHEEL_RADIUS + 10} L -14 ${-WHEEL_RADIUS - 18} L 14 ${-WHEEL_RADIUS - 18} Z`}
          style={{ fill: 'var(--color-wheel-pointer)', stroke: 'var(--color-on-dark)' }}
          strokeWidth={3}
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
