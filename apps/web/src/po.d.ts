/** A `.po` catalogue, compiled by @lingui/vite-plugin when imported (docs/translations.md). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
