import type { ReactNode } from 'react';
import { Button } from '@web/ui/button.tsx';

export interface ItemMove {
  first: boolean;
  last: boolean;
  /** A reorder is under way: no other until it is stored. */
  moving: boolean;
  onMove(by: -1 | 1): void;
}

interface ItemActionsProps {
  /** The item's name, which every button's accessible name ends with. */
  name: string;
  onEdit(): void;
  onRemove(): void;
  /** Offers Move up and Move down in an ordered list. */
  move?: ItemMove;
  /** Buttons before the others (an album's Photos). */
  before?: ReactNode;
  /** Buttons between Edit and Remove (a person's Remove photo). */
  children?: ReactNode;
}

/** The buttons of one item of a console list: [Move up, Move down,] Edit, Remove. */
export function ItemActions({ name, onEdit, onRemove, move, before, children }: ItemActionsProps) {
  return (
    <div className="console-card__actions">
      {before}
      {move && (
        <>
          <Button variant="secondary" aria-label={`Move up ${name}`} disabled={move.first || move.moving} onClick={() => move.onMove(-1)}>
            Move up
          </Button>
          <Button variant="secondary" aria-label={`Move down ${name}`} disabled={move.last || move.moving} onClick={() => move.onMove(1)}>
            Move down
          </Button>
        </>
      )}
      <Button variant="secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {children}
      <Button variant="secondary" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </div>
  );
}

/**
 * Runs a console write for a form: its message goes to `onChanged` and it resolves true, or the
 * refusal goes to `onRefused` and it resolves false (the form stays open). An add form leaves out
 * `onRefused`: it shows its mutation's own error above the form.
 */
export async function applyChange(
  change: () => Promise<{ message?: string }>,
  onChanged: (message: string) => void,
  onRefused: (error: unknown) => void = () => {},
): Promise<boolean> {
  try {
    onChanged((await change()).message ?? '');
    return true;
  } catch (error) {
    onRefused(error);
    return false;
  }
}
