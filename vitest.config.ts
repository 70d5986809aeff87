import { defineConfig } from 'vitest/config';
import { testEnv } from './functions/test/emulator-env';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'common',
          include: ['common/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/global-setup.ts'],
          env: testEnv,
          // One emulator for the whole suite: files run one after another so that global
          // facts (exactly one featured article) are not disturbed by another file.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/test/**/*.test.tsx', 'web/test/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          root: '.',
        },
      },
    ],
  },
});
