import { createContext, useContext } from 'react';
import type { AppModalId, NavTarget } from './availability';

export interface NavContextValue {
  isAvailable(target: NavTarget): boolean;
  openModal(id: AppModalId): void;
}

/** Provided by the app layout from the route table and the modal registry. */
export const NavContext = createContext<NavContextValue>({
  isAvailable: () => false,
  openModal: () => {},
});

export function useNav(): NavContextValue {
  return useContext(NavContext);
}
