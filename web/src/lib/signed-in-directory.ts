import type { DirectoryFamily } from '@edma/contract/family';
import { createContext } from 'react';

/**
 * How the signed-in part of the directory page (loaded under AuthRoot only for someone who has
 * signed in on this device) hands the page the members' directory, with every name.
 */
export const SignedInDirectoryContext = createContext<(families: DirectoryFamily[]) => void>(() => {});
