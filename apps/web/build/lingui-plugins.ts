import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Interface text is written with Lingui's macros (compiled away by Babel) and kept in `.po`
 * catalogues, which @lingui/vite-plugin compiles into small chunks when imported
 * (docs/translations.md). The build and the unit test project use the same plugins; both are
 * handed the web app's Lingui config, wherever the command runs from.
 */
export const linguiPlugins = () => [
  react({
    babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]] },
  }),
  lingui({ configPath }),
];
