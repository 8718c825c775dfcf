// Copies files into a build's output as they are (already minified scripts, icons, the patrol
// app's manifest): emitted as webpack assets, so they are precompressed and listed like the rest.
import { readFileSync } from 'node:fs';

export class StaticFilesPlugin {
  /** @param {() => Record<string, string>} files output name -> absolute source path */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, source] of Object.entries(this.files())) {
            compilation.fileDependencies.add(source);
            // `minimized`: the minimiser leaves them as they are.
            compilation.emitAsset(name, new sources.RawSource(readFileSync(source)), {
              minimized: true,
            });
          }
        },
      );
    });
  }
}
