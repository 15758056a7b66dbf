/**
 * The job openings on /jobs: the defaults of /admin/content/openings. None until the company
 * publishes its first; /jobs keeps its general CV upload meanwhile.
 */
export const defaultOpenings = {
  openings: [] as {
    slug: string;
    title: string;
    type: "full-time" | "internship" | "training";
    remote: boolean;
    location: string;
    description: string;
    skills: string[];
    postedOn: string;
    closesOn: string;
  }[],
};
