import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The unit tests of `npm run test:quick` (scripts/test-quick.ts): the unit suite on SQLite alone,
// without the integration tests and the files that build the site, start production servers or
// work with PostgreSQL itself. `npm test` runs them all, on both databases.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    exclude: [
      ...configDefaults.exclude,
      "tests/integration/**",
      "app/lib/http-client.test.ts",
      "db/migrations.test.ts",
      "server/accounts/cli.test.ts",
      "server/accounts/staff.test.ts",
      "server/cdn/purge.test.ts",
      "server/editorial/instances.test.ts",
      "server/editorial/page-drops.test.ts",
      "server/leads/durability.test.ts",
      "server/leads/form-post.test.ts",
      "server/leads/outbox-crash.test.ts",
      "server/leads/outbox.test.ts",
      "server/leads/store.test.ts",
      "server/media-library/new-machine.test.ts",
      "server/media-library/s3.test.ts",
      "server/media-library/shared.test.ts",
    ],
    env: { TEST_DATABASES: "sqlite" },
  },
});
