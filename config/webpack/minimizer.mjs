// The JavaScript minimizer of every production build (docs/adr/0041): webpack's own
// minimizer plugin with swc's minifier instead of terser. Same plugin, same license-comment
// extraction, same two compress passes; swc does it in a fraction of terser's CPU time, which
// was the larger half of a remote's build (the admin remote: about 40 of 90 CPU-seconds).
import MinimizerPlugin from 'minimizer-webpack-plugin';

/** @returns {import('webpack').Configuration['optimization']} */
export function productionMinimizer() {
  return {
    minimizer: [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
    ],
  };
}
