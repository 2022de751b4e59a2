/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's Vite setup (aliases, React, the defined build-time settings), for the unit tests.
export default getViteConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "studio/**/*.test.ts",
      "tests/*.test.ts",
      "tests/{html,engines}/**/*.test.ts",
    ],
    environment: "node",
  },
});
