import { useEffect } from 'react';
import { FAMILY_API, type DirectoryFamily } from '@edma/contract/family';
import { usePublicJson } from '../../api/use-public-json.ts';

export interface FamiliesState {
  loading: boolean;
  families: DirectoryFamily[];
}

/** Loads the directory once; a failure is only logged and leaves the list empty (spec section 8). */
export function useFamilies(): FamiliesState {
  const { state } = usePublicJson(FAMILY_API.families);

  useEffect(() => {
    if (state.status === 'failed') console.error('Failed to load families:', state.error);
  }, [state]);

  return { loading: state.status === 'loading', families: state.status === 'ready' ? state.data : [] };
}
