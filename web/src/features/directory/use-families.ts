import { useEffect } from 'react';
import type { DirectoryFamily } from '@edma/contract/family';
import { usePublicJson } from '../../api/use-public-json.ts';

// The contract (and its schema library) comes when the page asks, after it paints.
const familiesEndpoint = () => import('@edma/contract/family').then((contract) => contract.FAMILY_API.families);

export interface FamiliesState {
  loading: boolean;
  families: DirectoryFamily[];
}

/** Loads the directory once; a failure is only logged and leaves the list empty (spec section 8). */
export function useFamilies(): FamiliesState {
  const { state } = usePublicJson(familiesEndpoint, 'families');

  useEffect(() => {
    if (state.status === 'failed') console.error('Failed to load families:', state.error);
  }, [state]);

  return { loading: state.status === 'loading', families: state.status === 'ready' ? state.data : [] };
}
