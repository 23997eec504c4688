import { defineConfig } from 'tsup';
import { libraryPreset } from '../../tsup.preset';

// src/cli.ts starts with `#!/usr/bin/env node`: esbuild keeps an entry's hashbang, and tsup
// marks such an output executable, so dist/cli.js runs as the package's bin.
export default defineConfig(libraryPreset({ index: 'src/index.ts', cli: 'src/cli.ts' }));
