import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { CONFIRM_ACCESS_PATH } from "./lib/confirm-access";
import { endpoints } from "./lib/endpoints";
import { TRAFFIC_PATH, trafficTables } from "./lib/traffic";

export default [
  index("routes/marketing/home.tsx"),

  // Public content pages (docs/product.md section 2); aliases show the same screen with a canonical link.
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
  // The privacy notice (decision 053): rendered per request, as it states the server's retention setting.
  route("privacy", "routes/marketing/privacy.tsx"),

  // Lead forms (docs/product.md sections 2, 5, 7). The spec's endpoints run the same route modules: JSON for
  // API clients, the page with its message for browser form posts (docs/architecture.md section 6).
  route("feedback", "routes/leads/feedback.tsx"),
  route(endpoints.feedback, "routes/leads/feedback.tsx", { id: "api-feedback" }),
  route("need", "routes/leads/need.tsx"),
  route(endpoints.needs, "routes/leads/need.tsx", { id: "api-needs" }),
  route(endpoints.needsUpload, "routes/leads/need.tsx", { id: "api-needs-upload" }),
  route("online", "routes/leads/online.tsx"),
  route(endpoints.onlineSubmit, "routes/leads/online.tsx", { id: "api-online-submit-form" }),
  route(endpoints.onlineUpload, "routes/leads/online.tsx", { id: "api-online-upload-file" }),
  route("online-course", "routes/leads/online-course.tsx"),
  route(endpoints.courseData, "routes/leads/online-course.tsx", { id: "submit-course-data" }),
  route("jobs", "routes/leads/jobs.tsx"),
  route(endpoints.jobsUpload, "routes/leads/jobs.tsx", { id: "api-upload" }),
  // An opening's page and its Apply form (decision 056).
  route("jobs/:slug", "routes/leads/opening.tsx"),
  route("file-upload", "routes/leads/file-upload.tsx"),
  route(endpoints.uploadFile, "routes/leads/file-upload.tsx", { id: "upload-file" }),
  route(endpoints.initialData, "routes/api/initial-data.ts"),
  // The page-view beacon of the visitor counts (decision 052).
  route(endpoints.pageViews, "routes/api/views.ts"),

  // Accounts (docs/product.md sections 2 and 7, docs/architecture.md section 8).
  route("register", "routes/account/register.tsx"),
  route("login", "routes/account/login.tsx"),
  route("login/second-factor", "routes/account/second-factor.tsx"),
  route("login/passkey", "routes/account/passkey.tsx"),
  route("verification", "routes/account/verification.tsx"),
  route("email-verified", "routes/account/email-verified.tsx"),
  route("forget", "routes/account/forget.tsx"),
  route("forget-password", "routes/account/forget-password.tsx"),
  route("home", "routes/account/profile.tsx"),
  route("edit", "routes/account/edit.tsx"),
  route("logout", "routes/account/logout.tsx"),
  route(CONFIRM_ACCESS_PATH.slice(1), "routes/account/confirm-access.tsx"),
  route("user", "routes/api/user.ts"),
  route("userImages/:file", "routes/api/user-images.ts"),

  // Admin area (docs/product.md sections 2 and 7, docs/architecture.md sections 5, 6 and 8): every module under
  // routes/admin/ sits in this layout, whose middleware lets only admins in (decision 021);
  // tests/integration/admin-access checks every route listed here. The spec's root paths answer
  // too: their modules under routes/admin/aliases/ redirect GETs to the /admin page and run that
  // page's action for POSTs.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.ts"),
    route("admin/home", "routes/admin/home.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("dashboard", "routes/admin/aliases/dashboard.ts"),
    route("admin/new-user", "routes/admin/new-user.tsx"),
    route("new-user", "routes/admin/aliases/new-user.ts"),
    route("admin/edit-user", "routes/admin/edit-user.tsx"),
    route("edit-user", "routes/admin/aliases/edit-user.ts"),
    route("admin/delete-user", "routes/admin/delete-user.tsx"),
    route("htmltopdf", "routes/admin/users-list.tsx"),
    route("admin/export-users-pdf", "routes/admin/export-users-pdf.ts"),
    route("export-users-pdf", "routes/admin/export-users-pdf.ts", { id: "export-users-pdf-alias" }),
    route("admin/inbox", "routes/admin/inbox/index.tsx"),
    route("admin/inbox/:kind", "routes/admin/inbox/list.tsx"),
    route("admin/inbox/:kind/export.csv", "routes/admin/inbox/export-csv.ts"),
    route("admin/uploads/:id", "routes/admin/inbox/upload-file.ts"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/two-factor", "routes/admin/two-factor.tsx"),
    route("admin/content", "routes/admin/content/index.tsx"),
    route("admin/content/preview", "routes/admin/content/preview.ts"),
    route("admin/content/:area", "routes/admin/content/area.tsx"),
    route("admin/setup", "routes/admin/setup.tsx"),
    // The lead pipeline (decision 032).
    route("admin/inbox/export.csv", "routes/admin/inbox/leads-csv.ts"),
    route("admin/leads/:id", "routes/admin/leads/lead.tsx"),
    route("admin/templates", "routes/admin/templates/index.tsx"),
    route("admin/templates/:key", "routes/admin/templates/edit.tsx"),
    route("admin/digest", "routes/admin/digest.tsx"),
    route("admin/charts", "routes/admin/charts/index.tsx"),
    route("admin/charts/leads-per-week.csv", "routes/admin/charts/export-csv.ts", {
      id: "chart-leads-per-week",
    }),
    route("admin/charts/funnel.csv", "routes/admin/charts/export-csv.ts", { id: "chart-funnel" }),
    route("admin/charts/first-contact.csv", "routes/admin/charts/export-csv.ts", {
      id: "chart-first-contact",
    }),
    // Visitor counts without cookies (decision 052): the page and each of its tables as CSV.
    route(TRAFFIC_PATH.slice(1), "routes/admin/traffic/index.tsx"),
    ...trafficTables.map((table) =>
      route(`${TRAFFIC_PATH.slice(1)}/${table}.csv`, "routes/admin/traffic/export-csv.ts", {
        id: `traffic-${table}`,
      }),
    ),
    // Course batches and their enrolments (decision 055).
    route("admin/batches", "routes/admin/batches/index.tsx"),
    route("admin/batches.csv", "routes/admin/batches/export-csv.ts"),
  ]),

  route("not-found", "routes/not-found.tsx"),
  route("technology-logos.svg", "routes/assets/technology-logos.ts"),
  route("robots.txt", "routes/assets/robots.ts"),
  route("media/:file", "routes/assets/media.ts"),
  route("sitemap.xml", "routes/assets/sitemap.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
