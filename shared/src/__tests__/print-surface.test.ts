// Helper of scripts/write-surface.mjs: prints the singletons' surface when PRINT_SURFACE is set.
import { currentSurface } from './public-surface';

it('prints the surface of the shared singletons on request', () => {
  const surface = JSON.stringify(currentSurface());
  if (process.env.PRINT_SURFACE) process.stdout.write(`SURFACE${surface}SURFACE\n`);
  expect(surface.length).toBeGreaterThan(2);
});
