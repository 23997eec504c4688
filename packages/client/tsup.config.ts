import { defineConfig } from 'tsup';
import { libraryPreset } from '../../tsup.preset';

export default defineConfig(libraryPreset({ index: 'src/index.ts', testing: 'src/testing.ts' }));
