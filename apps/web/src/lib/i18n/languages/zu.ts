// One language's catalogues (docs/translations.md): the shared one with the contract's messages
// (refusals and labels the server says too), and its features' as loaders.
import type { Messages } from '@lingui/core';
import { messages as contract } from '@portal/contract/locales/zu';
import { messages as shared } from '../../../locales/zu.po';

export const messages: Messages = { ...contract, ...shared };
export const features = import.meta.glob<{ messages: Messages }>('../../../features/*/locales/zu.po');
