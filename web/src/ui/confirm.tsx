import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './forms.css';

interface ConfirmProps {
  /** The question as one line, which names the group for screen readers: "Remove Onam 2024?". */
  label: string;
  /** What confirming means, said before the buttons. */
  question?: ReactNode;
  confirmLabel: string;
  /** The change is being saved: neither button may be pressed again. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Confirming destroys something for good: the confirm button looks dangerous. */
  danger?: boolean;
  /** The class of the group (the console's cards lay out their actions their own way). */
  className?: string;
}

/**
 * The site's one confirmation: it takes the place of the buttons that asked for it, with the focus on
 * its confirm button, so a keyboard user confirms with Enter or moves on to Cancel. In the page, never
 * a browser dialog: it can be read, styled and tested like the rest.
 */
export function Confirm({
  label,
  question,
  confirmLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
  className = 'form-actions',
}: ConfirmProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className={className} role="group" aria-label={label}>
      {question && <p>{question}</p>}
      <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
