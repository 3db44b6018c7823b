import { useMemo } from 'react';
import { visibleEntries, type NavEntry, type Viewer } from './availability';
import { useSession } from './member-data';
import { useNav } from './nav-context';

export function useViewer(): Viewer {
  const session = useSession();
  if (session.status !== 'member')
    return { loggedIn: false, isManager: false, isAdminReports: false, isProgrammeAdmin: false };
  const { isManager, isAdminReports, isProgrammeAdmin } = session.data.memberData;
  return { loggedIn: true, isManager, isAdminReports, isProgrammeAdmin };
}

/** The entries of a menu (or tile list) this viewer may see and whose targets exist. */
export function useVisibleEntries<E extends NavEntry>(entries: readonly E[]): E[] {
  const { isAvailable } = useNav();
  const { loggedIn, isManager, isAdminReports, isProgrammeAdmin } = useViewer();
  return useMemo(
    () => visibleEntries(entries, { loggedIn, isManager, isAdminReports, isProgrammeAdmin }, isAvailable),
    [entries, loggedIn, isManager, isAdminReports, isProgrammeAdmin, isAvailable],
  );
}
