import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: "build",
  future: {
    // v8_middleware stays off: see docs/decisions/0002-server-and-load-context.md.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders and actions get the request as it came, not two copies of it each (decision 0018, twelfth
    // look); the page's URL is `routeUrl(request)` (app/shared/route-url.ts), not `request.url`.
    v8_passThroughRequests: true,
  },
} satisfies Config;
