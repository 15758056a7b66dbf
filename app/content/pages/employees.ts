import type { Card, CardPageContent } from "../types";

function employeeCard(profile: {
  role: string;
  summary: string;
  photo: string;
  name: string;
  experienceYears: number;
  qualification: string;
  software: string;
  description: string;
}): Card {
  return {
    title: profile.role,
    summary: profile.summary,
    panel: {
      image: { src: profile.photo, alt: `Portrait of ${profile.name}`, width: 160, height: 160 },
      facts: [
        { label: "Name", value: profile.name },
        { label: "Born", value: "India" },
        { label: "Experience with us", value: `${profile.experienceYears} years` },
        { label: "Qualification", value: profile.qualification },
        { label: "Software knowledge", value: profile.software },
      ],
      paragraphs: [profile.description],
      mailTo: "company",
    },
  };
}

export const employeesPage: CardPageContent = {
  seo: {
    path: "/employee",
    title: "Employees",
    description:
      "Meet our team in Mumbai: a UI/UX designer, an architect, a developer, a manager and a database administrator.",
  },
  phrases: [
    "UI/UX Designer",
    "Software Architect",
    "Developer",
    "Project Manager",
    "Database Administrator",
    "QA & Testing Engineer",
  ],
  intro: ["A small team that designs, builds, tests and supports your software from one office in Mumbai."],
  sections: [
    {
      heading: "Meet the team",
      cards: [
        employeeCard({
          role: "UI/UX Designer",
          summary: "Plans screens that are simple to learn and easy to read.",
          photo: "/images/people/designer.svg",
          /** PLACEHOLDER: the specification gives the name as {name}. */
          name: "Priya Sharma",
          experienceYears: 2,
          /** PLACEHOLDER qualification. */
          qualification: "B.Des. Interaction Design",
          software: "Figma, Adobe XD, HTML/CSS",
          description:
            "Turns what users need into wireframes, prototypes and finished screen designs, and checks each design with real users before it is built.",
        }),
        employeeCard({
          role: "Architect",
          summary: "Decides how the parts of a system fit together.",
          photo: "/images/people/architect.svg",
          /** PLACEHOLDER: the specification gives the name as {name}. */
          name: "Arjun Nair",
          experienceYears: 1.5,
          /** PLACEHOLDER qualification. */
          qualification: "M.Tech. Computer Science",
          software: "Node.js, Express, MVC, SQL Server, cloud hosting",
          description:
            "Chooses the structure, the technologies and the data model of each project, and reviews the code so it stays easy to change.",
        }),
        employeeCard({
          role: "Developer",
          summary: "Builds the web and mobile apps our clients use.",
          photo: "/images/people/developer.svg",
          /** PLACEHOLDER: the specification gives the name as {name}. */
          name: "Rohan Kulkarni",
          experienceYears: 3.2,
          /** PLACEHOLDER qualification. */
          qualification: "B.E. Information Technology",
          software: "Angular, React, Node.js, PHP, Python, JavaScript",
          description:
            "Writes, tests and releases the features of our web and mobile apps, and fixes the problems our support desk reports.",
        }),
        employeeCard({
          role: "Manager",
          summary: "Keeps projects on time and clients informed.",
          photo: "/images/people/manager.svg",
          /** PLACEHOLDER: the specification gives the name as {name}. */
          name: "Sneha Desai",
          experienceYears: 1.2,
          /** PLACEHOLDER qualification. */
          qualification: "MBA, Information Technology Management",
          software: "Jira, Microsoft Project, Excel",
          description:
            "Plans each release with the client, shares the work across the team and reports progress every week.",
        }),
        employeeCard({
          role: "DBA",
          summary: "Looks after our clients' databases and their data.",
          photo: "/images/people/dba.svg",
          /** PLACEHOLDER: the specification gives the name as {name}. */
          name: "Imran Shaikh",
          experienceYears: 2.7,
          /** PLACEHOLDER qualification. */
          qualification: "B.Sc. Computer Science",
          software: "SQL Server, MySQL, MongoDB",
          description:
            "Designs databases, tunes slow queries, runs the backups and moves data safely between systems.",
        }),
      ],
    },
  ],
};
