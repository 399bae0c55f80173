import type { ConsoleRole, StaffRole } from '@edma/contract/committee';
import { createContext, use } from 'react';

/**
 * The console roles of the person at the console, given by ConsoleLayout to its sections: a section
 * open to several roles shows each only its part. None outside the console, so nothing extra shows.
 */
export const ConsoleRolesContext = createContext<readonly ConsoleRole[]>([]);

export const useHeldConsoleRoles = (): readonly ConsoleRole[] => use(ConsoleRolesContext);

/** Whether someone holding `held` may see what is open to the committee and to the task roles `open`. */
export function mayOpen(held: readonly ConsoleRole[], open: readonly StaffRole[]): boolean {
  return held.some((role) => role === 'committee' || (open as readonly ConsoleRole[]).includes(role));
}
