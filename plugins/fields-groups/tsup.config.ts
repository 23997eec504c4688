import { defineConfig } from 'tsup';
import { libraryPreset } from '../../tsup.preset';

export default defineConfig(
  libraryPreset({ index: 'src/index.ts', runtime: 'src/runtime.tsx', studio: 'src/studio.tsx' }),
);
