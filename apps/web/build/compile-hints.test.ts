import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk, PluginContext } from 'rollup';
import { compileHints } from './compile-hints';

const chunk = (name: string, code: string, mappings?: string) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-abc.js`,
    code,
    map: mappings ? { mappings } : null,
  }) as unknown as OutputChunk;

function run(bundle: OutputBundle): void {
  const hook = compileHints(['react', 'start']).generateBundle;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered generateBundle hook');
  expect(hook.order).toBe('post');
  void hook.handler.call({} as PluginContext, {} as never, bundle, false);
}

describe('compileHints', () => {
  it("opens the shared vendor chunk and the app's start with V8's compile hint, and leaves screens' chunks alone", () => {
    const bundle = {
      react: chunk('react', 'var a=1;', 'AAAA'),
      start: chunk('start', 'const __vite__mapDeps=1;'),
      home: chunk('HomeScreen', 'export default 1;'),
      css: { type: 'asset', name: 'start.css', fileName: 'assets/start.css', source: 'a{}' },
    } as unknown as OutputBundle;
    run(bundle);
    const code = (key: string) => (bundle[key] as OutputChunk).code;
    expect(code('react')).toBe('//# allFunctionsCalledOnLoad\nvar a=1;');
    expect(code('start').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code('home')).toBe('export default 1;');
    // The source map's lines move down by the one the hint takes.
    expect((bundle.react as OutputChunk).map?.mappings).toBe(';AAAA');
  });
});
