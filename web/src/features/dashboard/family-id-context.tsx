import { createContext, useContext } from 'react';

const FamilyIdContext = createContext<string | null>(null);

/** The family the dashboard shows, provided once by the page for its panels and forms. */
export const FamilyIdProvider = FamilyIdContext.Provider;

export function useFamilyId(): string {
  const familyId = useContext(FamilyIdContext);
  if (familyId === null) throw new Error('Dashboard panels render inside <FamilyIdProvider>.');
  return familyId;
}
