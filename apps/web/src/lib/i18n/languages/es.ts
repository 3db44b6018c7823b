// One language's catalogues (docs/translations.md): the shared one, and its features' as loaders.
import type { Messages } from '@lingui/core';
export { messages } from '../../../locales/es.po';
export const features = import.meta.glob<{ messages: Messages }>('../../../features/*/locales/es.po');
