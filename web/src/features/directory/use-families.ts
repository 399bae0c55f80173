import { useEffect, useState } from 'react';
import { directorySchema, type DirectoryFamily } from '@edma/contract/family';
import { getJson } from '../../api/api-client.ts';

export const FAMILIES_PATH = '/api/get_families.php';

export interface FamiliesState {
  loading: boolean;
  families: DirectoryFamily[];
}

/** Loads the directory once; a failure is only logged and leaves the list empty (spec section 8). */
export function useFamilies(): FamiliesState {
  const [state, setState] = useState<FamiliesState>({ loading: true, families: [] });

  useEffect(() => {
    const controller = new AbortController();
    getJson(FAMILIES_PATH, directorySchema, { signal: controller.signal })
      .then((families) => setState({ loading: false, families }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load families:', error);
        setState({ loading: false, families: [] });
      });
    return () => controller.abort();
  }, []);

  return state;
}
