import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { CONFIRM_ACCESS_PATH } from "./lib/confirm-access";
import { DATA_REQUEST_CONFIRM_PATH } from "./lib/data-requests";
import { endpoints } from "./lib/endpoints";
import { TRAFFIC_PATH, trafficTables } from "./lib/traffic";

export default [
  index("routes/marketing/home.tsx"),

  // Aliases show the same screen with a canonical link. A page's own route has no id, or its path
  // as its id where pages share a module; an alias or endpoint has an id of its own.
  route("artica2rout", "routes/marketing/clients.tsx"),
  route("artica2", "routes/marketing/clients.tsx", { id: "alias-artica2" }),
  route("employee", "routes/marketing/employees.tsx"),
  route("nav2", "routes/marketing/company-contact.tsx"),
  route("nav", "routes/marketing/company-contact.tsx", { id: "alias-nav" }),
  route("nav1", "routes/marketing/company-contact.tsx", { id: "alias-nav1" }),
  route("contact", "routes/marketing/contact.tsx"),
  route("about", "routes/marketing/about.tsx"),
  ...["services", "approach", "product", "product1", "product2", "product3", "founder", "level"].map((path) =>
    route(path, "routes/marketing/card-page.tsx", { id: path }),
  ),
  route("video", "routes/marketing/video.tsx"),
  route("artical", "routes/marketing/article.tsx"),
  route("aside1", "routes/marketing/tech-showcase.tsx"),
  route("header", "routes/marketing/site-map.tsx"),
  // Rendered per request: it states the server's retention setting.
  route("privacy", "routes/marketing/privacy.tsx"),
  route(DATA_REQUEST_CONFIRM_PATH.slice(1), "routes/leads/data-request-confirm.tsx"),

  // The spec's endpoints run these same modules: JSON for API clients, the page for form posts.
  route("feedback", "routes/leads/feedback.tsx"),
  route(endpoints.feedback, "routes/leads/feedback.tsx", { id: "api-feedback" }),
  route("need", "routes/leads/enquiry.tsx", { id: "need" }),
  route(endpoints.needs, "routes/leads/enquiry.tsx", { id: "api-needs" }),
  route(endpoints.needsUpload, "routes/leads/enquiry.tsx", { id: "api-needs-upload" }),
  route("online", "routes/leads/enquiry.tsx", { id: "online" }),
  route(endpoints.onlineSubmit, "routes/leads/enquiry.tsx", { id: "api-online-submit-form" }),
  route(endpoints.onlineUpload, "routes/leads/enquiry.tsx", { id: "api-online-upload-file" }),
  route("courses", "routes/courses/list.tsx"),
  route("courses/:slug", "routes/courses/course.tsx"),
  route("online-course", "routes/leads/online-course.tsx"),
  route(endpoints.courseData, "routes/leads/online-course.tsx", { id: "submit-course-data" }),
  route("jobs", "routes/leads/jobs.tsx"),
  route(endpoints.jobsUpload, "routes/leads/jobs.tsx", { id: "api-upload" }),
  route("jobs/:slug", "routes/leads/opening.tsx"),
  route("file-upload", "routes/leads/file-upload.tsx"),
  route(endpoints.uploadFile, "routes/leads/file-upload.tsx", { id: "upload-file" }),
  route(endpoints.initialData, "routes/api/initial-data.ts"),
  route(endpoints.pageViews, "routes/api/views.ts"),

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

  // Every module under routes/admin/ sits in this layout, whose middleware lets only admins in. The
  // spec's root paths (routes/admin/aliases/) redirect GETs to the /admin page and run its action.
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
    // The site-health lists' old addresses under the inbox redirect, as does a kind of lead's old list.
    route("admin/inbox/:kind", "routes/admin/inbox/old-list.ts"),
    route("admin/inbox/:kind/export.csv", "routes/admin/inbox/old-list-csv.ts"),
    route("admin/site-health/:kind", "routes/admin/site-health/list.tsx"),
    route("admin/site-health/:kind/export.csv", "routes/admin/site-health/export-csv.ts"),
    route("admin/uploads/:id", "routes/admin/inbox/stored-file.ts"),
    route("admin/receipts/:id", "routes/admin/inbox/stored-file.ts", { id: "receipt-file" }),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/two-factor", "routes/admin/two-factor.tsx"),
    route("admin/content", "routes/admin/content/index.tsx"),
    route("admin/content/preview", "routes/admin/content/preview.ts"),
    route("admin/content/:area", "routes/admin/content/area.tsx"),
    route("admin/setup", "routes/admin/setup.tsx"),
    route("admin/inbox/export.csv", "routes/admin/inbox/leads-csv.ts"),
    route("admin/leads/:id", "routes/admin/inbox/lead.tsx"),
    route("admin/leads/:id/request", "routes/admin/inbox/data-request.tsx"),
    route("admin/leads/:id/export.zip", "routes/admin/inbox/data-request-export.ts"),
    route("admin/templates", "routes/admin/templates/index.tsx"),
    route("admin/templates/:key", "routes/admin/templates/edit.tsx"),
    route("admin/digest", "routes/admin/digest.tsx"),
    route("admin/charts", "routes/admin/charts/index.tsx"),
    ...["leads-per-week", "funnel", "first-contact"].map((chart) =>
      route(`admin/charts/${chart}.csv`, "routes/admin/charts/export-csv.ts", { id: `chart-${chart}` }),
    ),
    route(TRAFFIC_PATH.slice(1), "routes/admin/traffic/index.tsx"),
    ...trafficTables.map((table) =>
      route(`${TRAFFIC_PATH.slice(1)}/${table}.csv`, "routes/admin/traffic/export-csv.ts", {
        id: `traffic-${table}`,
      }),
    ),
    route("admin/batches", "routes/admin/batches/index.tsx"),
    route("admin/batches.csv", "routes/admin/batches/export-csv.ts"),
    route("admin/batches/roster.csv", "routes/admin/batches/roster.ts", { id: "roster-csv" }),
    route("admin/batches/roster.pdf", "routes/admin/batches/roster.ts", { id: "roster-pdf" }),
    route("admin/openings", "routes/admin/openings/index.tsx"),
    route("admin/openings/:slug", "routes/admin/openings/opening.tsx"),
  ]),

  route("not-found", "routes/not-found.tsx"),
  route("technology-logos.svg", "routes/assets/technology-logos.ts"),
  route("robots.txt", "routes/assets/robots.ts"),
  route("media/:file", "routes/assets/media.ts"),
  route("sitemap.xml", "routes/assets/sitemap.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
