import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Express app, so the whole server (TypeScript) ships as one bundle
// and shares module instances (database, config) with the route modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [{ find: /^~\//, replacement: `${import.meta.dirname}/app/` }] },
  // Bundled rather than loaded file by file at each worker's start (decision 030).
  ssr: { noExternal: ["kysely", "zod"] },
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : undefined,
}));
