// Build-time precompression (docs/adr/0006): every text asset also lands as `<name>.br` (brotli,
// quality 11) and `<name>.gz` (gzip, level 9). The server picks one by the request's
// Accept-Encoding (@fastify/static `preCompressed`), so nothing is compressed per request and
// the login page is served at the maximum levels. Large assets' twins are kept between builds by
// content (compressed-cache.mjs, docs/adr/0044).
import { compressedOnce, pruneCache } from './compressed-cache.mjs';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
// Below this, the encoded response is not worth a second and third file.
const MIN_BYTES = 512;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.beforeRun.tap('PrecompressPlugin', () => pruneCache());
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.entries(assets)
            .filter(([name, source]) => TEXT.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const { br, gz } = await compressedOnce(source.buffer());
              const info = {
                compressed: true,
                immutable: compilation.getAsset(name)?.info.immutable,
              };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            });
          await Promise.all(work);
        },
      );
    });
  }
}
