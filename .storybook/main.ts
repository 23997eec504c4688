import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/*/src/**/*.stories.tsx',
    '../plugins/*/src/**/*.stories.tsx',
    '../runtime/src/**/*.stories.tsx',
    '../studio/src/**/*.stories.tsx',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their sources, as in the apps.
    const { defaultClientConditions } = await import('vite');
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@tessera/source', ...defaultClientConditions],
    };
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Fluent's 'use client' directives mean nothing in a client-only build.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
