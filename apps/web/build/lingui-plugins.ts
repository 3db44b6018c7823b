import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/** A module that imports one of Lingui's macros, which only Babel compiles away. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core\/|react\/)?macro['"]/;

function usesMacros(id: string): boolean {
  try {
    return MACRO_IMPORT.test(fs.readFileSync(id.split('?')[0]!, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Interface text is written with Lingui's macros (compiled away by Babel) and kept in `.po`
 * catalogues, which @lingui/vite-plugin compiles into small chunks when imported
 * (docs/translations.md). The build and the unit test project use the same plugins; both are
 * handed the web app's Lingui config, wherever the command runs from. Babel runs only on the
 * modules that import a macro: the others (tests, contract schemas, plain helpers) need nothing
 * Vite's own TypeScript and JSX transform does not do, and Babel is the slow part of a transform.
 */
export const linguiPlugins = () => {
  const macro = ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }];
  return [react({ babel: (id) => ({ plugins: usesMacros(id) ? [macro] : [] }) }), lingui({ configPath })];
};
