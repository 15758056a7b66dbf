import { courses, currency } from "~/lib/courses";

/** GET /initialData: the course catalogue with its fees (docs/product.md section 9). */
export function loader() {
  return Response.json(
    { courses: courses.map(({ key, label, fee }) => ({ key, label, fee })), currency },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
