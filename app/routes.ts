import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("not-found", "routes/not-found.tsx"),
  route("technology-logos.svg", "routes/assets/technology-logos.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
