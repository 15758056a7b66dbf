import { Link } from "react-router";
import { CourseFacts } from "~/components/courses/CourseFacts";
import { EnrolLink } from "~/components/courses/EnrolLink";
import { PageLayout } from "~/components/PageLayout";
import { coursesPage as page } from "~/content/pages/courses";
import { coursePath } from "~/lib/course-paths";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { pageContent } from "~/server/content/page-content.server";
import { offerOf } from "~/server/courses/batches.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    offer: await offerOf(context.db, await pageContent(context, request, (content) => content.courses)),
  };
}

export const clientLoader = enterAsDocument;

export default function Courses({ loaderData: { offer } }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home">
      <ul className="grid gap-6 md:grid-cols-2">
        {offer.courses.map((course) => (
          <li
            key={course.key}
            className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="font-bold text-brand-900 text-xl">
              <Link to={coursePath(course.key)} className="underline-offset-4 hover:underline">
                {course.name}
              </Link>
            </h2>
            {course.description ? <p className="text-slate-700">{course.description}</p> : null}
            <CourseFacts course={course} />
            <EnrolLink course={course} />
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
