import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),

  // Public content pages (spec section 2); aliases show the same screen with a canonical link.
  route("artica2rout", "routes/marketing/clients.tsx"),
  route("artica2", "routes/marketing/clients.tsx", { id: "artica2" }),
  route("employee", "routes/marketing/employees.tsx"),
  route("nav2", "routes/marketing/company-contact.tsx"),
  route("nav", "routes/marketing/company-contact.tsx", { id: "nav" }),
  route("nav1", "routes/marketing/company-contact.tsx", { id: "nav1" }),
  route("contact", "routes/marketing/contact.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("approach", "routes/marketing/approach.tsx"),
  route("product", "routes/marketing/product.tsx"),
  route("product1", "routes/marketing/product1.tsx"),
  route("product2", "routes/marketing/product2.tsx"),
  route("product3", "routes/marketing/product3.tsx"),
  route("founder", "routes/marketing/founder.tsx"),
  route("level", "routes/marketing/level.tsx"),
  route("video", "routes/marketing/video.tsx"),
  route("artical", "routes/marketing/article.tsx"),
  route("aside1", "routes/marketing/tech-showcase.tsx"),
  route("header", "routes/marketing/site-map.tsx"),

  route("not-found", "routes/not-found.tsx"),
  route("technology-logos.svg", "routes/assets/technology-logos.ts"),
  route("robots.txt", "routes/assets/robots.ts"),
  route("sitemap.xml", "routes/assets/sitemap.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
