import { createStore } from '../lib/store';

/**
 * Becomes true once a screen beyond Home and Welcome has loaded: App then mounts what only
 * those screens use (the confirmation dialogs of @mantine/modals), keeping it off the first load.
 */
export const screenExtrasNeeded = createStore(false);
