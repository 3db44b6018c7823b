import { createContext, useContext } from 'react';
import type { AdminSection } from './admin-sections';

/**
 * The admin menu as AdminArea built it, handed to the overview through context: the overview
 * is itself one of the menu's lazy screens, so importing the menu table would be a cycle.
 */
export const AdminMenuContext = createContext<readonly AdminSection[]>([]);

export const useAdminMenu = () => useContext(AdminMenuContext);
