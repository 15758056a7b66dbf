import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  future: {
    // Middleware guards the admin area once, in its layout route (routes/admin/layout.tsx).
    v8_middleware: true,
    // Handlers get the request as it came, not copies without `.data` and `_routes` (decision 035):
    // they read the page's address from their `url` argument.
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
