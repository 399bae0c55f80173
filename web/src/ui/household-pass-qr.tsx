import { HOUSEHOLD_PASS_TEXTS } from '@edma/contract/household-pass';
import { encode } from 'uqr';
import './household-pass-qr.css';

/** The squares of a QR code as one SVG path, one unit per module (crisp at any size). */
export function qrPath(text: string): { path: string; size: number } {
  const qr = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, size: qr.size };
}

/**
 * A family's household pass (on the event page and the dashboard), the same QR code as in its
 * booking email: loaded lazily where a family is going, so no page's first load carries the encoder.
 */
export default function HouseholdPassQr({ pass, label }: { pass: string; label: string }) {
  const { path, size } = qrPath(pass);
  return (
    <figure className="household-pass">
      <svg className="household-pass__code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect className="household-pass__paper" width={size} height={size} />
        <path className="household-pass__ink" d={path} />
      </svg>
      <figcaption>
        <strong>{HOUSEHOLD_PASS_TEXTS.showAtDoor}</strong>: the volunteer scans it to find your household. It is in your booking email too.
      </figcaption>
    </figure>
  );
}
