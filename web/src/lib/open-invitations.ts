import type { Invitation } from '@edma/contract/family';

/**
 * A signed-in person whom a family has listed but who has not answered "Is this your family?" has
 * no dashboard yet: the dashboard hands their invitations back to the login page (in the history
 * entry's state), which asks the question again instead of a dead end.
 */
export const invitationsState = (invitations: Invitation[]) => ({ invitations });

/** The invitations a history entry's state carries; none when it carries anything else. */
export function invitationsIn(state: unknown): Invitation[] {
  const list = (state as { invitations?: unknown } | null)?.invitations;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Invitation =>
      typeof item === 'object' && item !== null && typeof item.familyId === 'string' && typeof item.head === 'string',
  );
}
