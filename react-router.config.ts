import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: "build",
  future: {
    // v8_middleware stays off: see docs/decisions/0002-server-and-load-context.md.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
