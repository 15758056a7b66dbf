import type { CardPageContent } from "../types";

export const product2Page: CardPageContent = {
  seo: {
    path: "/product2",
    title: "Training & Documentation",
    description:
      "Training for your staff and clear documentation for your software: user guides, technical manuals and API references.",
  },
  phrases: ["Training & Documentation", "Types of Documentation", "More Services"],
  intro: [
    "Software is only as good as the people who use it. We train your team and write the documents that keep the knowledge in your company.",
  ],
  sections: [
    {
      cards: [
        {
          title: "Training & Documentation",
          summary: "Hands-on training for users, administrators and developers.",
          panel: {
            paragraphs: [
              "We run classroom and online sessions on the software we build for you, and on programming languages such as Java, PHP, Python and JavaScript.",
              "Each session comes with exercises and notes your staff can keep. Internships and training in programming languages are also available.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Types of Documentation",
          summary: "The right document for every reader.",
          panel: {
            facts: [
              { label: "User guides", value: "Step-by-step help for the people who use the software." },
              { label: "Admin manuals", value: "Installation, configuration, backup and recovery." },
              { label: "Technical documents", value: "Architecture, database design and code notes." },
              { label: "API references", value: "Every endpoint with its requests and answers." },
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};
