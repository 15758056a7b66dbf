import type { defaultEmployees } from "../employees";
import type { Card, CardPageContent } from "../types";

type Employees = typeof defaultEmployees;

function employeeCard(member: Employees["members"][number]): Card {
  return {
    title: member.role,
    summary: member.summary,
    panel: {
      image: {
        src: member.photo.src,
        alt: member.photo.alt.replaceAll("{name}", member.name),
        width: 160,
        height: 160,
      },
      facts: [
        { label: "Name", value: member.name },
        { label: "Born", value: "India" },
        { label: "Experience with us", value: `${member.experienceYears} years` },
        { label: "Qualification", value: member.qualification },
        { label: "Software knowledge", value: member.software },
      ],
      paragraphs: [member.description],
      mailTo: "company",
    },
  };
}

export function employeesPage({ phrases, members }: Employees): CardPageContent {
  return {
    seo: {
      path: "/employee",
      title: "Employees",
      description:
        "Meet our team in Mumbai: a UI/UX designer, an architect, a developer, a manager and a database administrator.",
    },
    phrases,
    intro: ["A small team that designs, builds, tests and supports your software from one office in Mumbai."],
    sections: [{ heading: "Meet the team", cards: members.map(employeeCard) }],
  };
}
