import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Middleware guards the admin area once, in its layout route (routes/admin/layout.tsx).
  future: { v8_middleware: true },
} satisfies Config;
