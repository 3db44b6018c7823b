import type { Messages } from '@lingui/core';

/**
 * Every feature's catalogue in every language, as loaders (nothing loads until asked for). A
 * chunk of its own, fetched at start beside the shared catalogue, so the start chunk does not
 * carry a table that grows with each feature.
 */
export const featureCatalogues = import.meta.glob<{ messages: Messages }>('../../features/*/locales/*.po');
