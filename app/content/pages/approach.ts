import type { Card, CardPageContent } from "../types";

function roleCard(title: string, summary: string, description: string[], qualification: string): Card {
  return {
    title,
    summary,
    panel: {
      paragraphs: description,
      facts: [{ label: "Qualification", value: qualification }],
    },
  };
}

export const approachPage: CardPageContent = {
  seo: {
    path: "/approach",
    title: "Approach",
    description:
      "How we work: UI/UX designers, architects, developers, a product manager and DBAs take each project from idea to support.",
  },
  phrases: ["Our Approach", "Plan, Design, Build", "Test, Deliver, Support"],
  intro: [
    "Every project passes through the same hands: design, architecture, development, management and data. Each role has a clear job, so nothing falls between them.",
  ],
  sections: [
    {
      heading: "The roles behind every project",
      cards: [
        roleCard(
          "UI/UX designers",
          "Start with the people who will use the software.",
          [
            "They study how users work today, then draw wireframes and clickable prototypes of the new screens.",
            "Designs are tested with users and handed to developers with every size, colour and state described.",
          ],
          "Degree or diploma in design or human-computer interaction, with a portfolio of web and mobile screens.",
        ),
        roleCard(
          "Architects",
          "Shape the system before it is built.",
          [
            "They choose the technologies, the structure of the code and the data model, and plan for security and growth.",
            "During development they review the code so the design holds as the project grows.",
          ],
          "Engineering degree in computer science, with experience designing MVC and service-based systems.",
        ),
        roleCard(
          "Developers",
          "Turn designs into working web and mobile apps.",
          [
            "They build features in short steps with Angular, React, Node.js, PHP or Python, and write tests as they go.",
            "Every change is reviewed and tested before it is released.",
          ],
          "Degree in computer science or information technology, with skill in at least one of our languages.",
        ),
        roleCard(
          "Product manager",
          "Keeps the project on course with the client.",
          [
            "The product manager agrees the scope and the release plan with the client and orders the work by value.",
            "Progress is reported every week, and the client can call one person with any question.",
          ],
          "Degree in engineering or management, with experience leading software projects.",
        ),
        roleCard(
          "DBAs",
          "Keep the data safe, fast and correct.",
          [
            "Our database administrators design schemas, tune queries and move data between systems.",
            "They run and test the backups, so data can be restored when something goes wrong.",
          ],
          "Degree in computer science, with working knowledge of SQL Server, MySQL and MongoDB.",
        ),
      ],
    },
  ],
};
