import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        // The pure engine, the conformance suite and the CLI, on Node.
        test: { name: 'node', include: ['test/node/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // Routes and Durable Objects inside workerd, the real runtime.
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'workers', include: ['test/worker/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // The game in real Chromium against `wrangler dev` on loopback (test/e2e/global-setup.ts).
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
