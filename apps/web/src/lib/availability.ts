import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import { matchPath } from 'react-router';

/**
 * Whether a link may be shown. A menu entry, footer entry or Home tile names its target (a route
 * or a modal); the entry shows only when that target exists in this build: the route is in the
 * route table (src/app/routes.tsx) or the modal is registered (src/app/modals.tsx). Later work adds
 * screens and modals there and the links appear by themselves.
 */

/** Every modal a link can open. */
export type AppModalId =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'aboutUs'
  | 'terms'
  | 'disclaimer'
  | 'faq'
  | 'privacyPolicy'
  | 'howItWorks'
  | 'cookiePreferences';

export type NavTarget = { to: string } | { modal: AppModalId };

export interface NavRegistry {
  /** Route patterns of the route table, catch-all routes excluded (they would match any link). */
  routePatterns: readonly string[];
  modals: ReadonlySet<AppModalId>;
}

/**
 * Per registry, whether each path matched a route (menus, footer and tiles ask about the same
 * links), and its patterns without parameters: a link that is one of them exactly is known at
 * once. matchPath builds a regular expression per call, and the shell's first render asked it
 * about every link against every route.
 */
const matched = new WeakMap<NavRegistry, { known: Map<string, boolean>; literal: Set<string> }>();

export function isTargetAvailable(target: NavTarget, registry: NavRegistry): boolean {
  if ('modal' in target) return registry.modals.has(target.modal);
  const pathname = target.to.split(/[?#]/)[0] ?? '';
  let cache = matched.get(registry);
  if (!cache) {
    const literal = new Set(registry.routePatterns.filter((pattern) => !/[:*]/.test(pattern)));
    matched.set(registry, (cache = { known: new Map(), literal }));
  }
  let found = cache.known.get(pathname);
  if (found === undefined) {
    found =
      cache.literal.has(pathname) ||
      registry.routePatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
    cache.known.set(pathname, found);
  }
  return found;
}

/** Who sees an entry: members only (default), logged-out visitors only, or both. */
export type Audience = 'member' | 'anonymous' | 'all';
export type Requirement = 'manager' | 'adminReports' | 'programmeAdmin';

export interface NavLinkEntry {
  kind: 'link';
  /** Written with Lingui's `msg`, shown with `i18n._(label)` in the language shown. */
  label: MessageDescriptor;
  target: NavTarget;
  audience?: Audience;
  /** The viewer needs any one of these flags. */
  requires?: readonly Requirement[];
  icon?: Icon;
  description?: MessageDescriptor;
}

export interface NavGroupEntry {
  kind: 'group';
  label: MessageDescriptor;
  items: readonly NavEntry[];
  audience?: Audience;
  requires?: readonly Requirement[];
  icon?: Icon;
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export interface Viewer {
  loggedIn: boolean;
  isManager: boolean;
  isAdminReports: boolean;
  isProgrammeAdmin: boolean;
}

function allowed(entry: NavEntry, viewer: Viewer): boolean {
  const audience = entry.audience ?? 'member';
  if (audience === 'member' && !viewer.loggedIn) return false;
  if (audience === 'anonymous' && viewer.loggedIn) return false;
  if (!entry.requires?.length) return true;
  const holds: Record<Requirement, boolean> = {
    manager: viewer.isManager,
    adminReports: viewer.isAdminReports,
    programmeAdmin: viewer.isProgrammeAdmin,
  };
  return entry.requires.some((flag) => holds[flag]);
}

/**
 * The entries this viewer may see whose targets exist; groups keep only such items and vanish
 * when none is left.
 */
export function visibleEntries<E extends NavEntry>(
  entries: readonly E[],
  viewer: Viewer,
  isAvailable: (target: NavTarget) => boolean,
): E[] {
  const result: E[] = [];
  for (const entry of entries) {
    if (!allowed(entry, viewer)) continue;
    if (entry.kind === 'link') {
      if (isAvailable(entry.target)) result.push(entry);
      continue;
    }
    const items = visibleEntries(entry.items, viewer, isAvailable);
    if (items.length) result.push({ ...entry, items });
  }
  return result;
}
