import type { CardPageContent } from "../types";

export const product1Page: CardPageContent = {
  seo: {
    path: "/product1",
    title: "Data Services",
    description:
      "Data services, database development and management, and data integration: we organise, store and connect your business data.",
  },
  phrases: ["Data Services", "Database Development & Management", "Data Integration"],
  intro: [
    "Your data is only useful when it is correct, safe and easy to reach. We design the databases, move the data and keep it in good shape.",
  ],
  sections: [
    {
      cards: [
        {
          title: "Data Services",
          image: {
            src: "/images/products/data-services.svg",
            alt: "A bar chart and a pie chart on a report",
            width: 240,
            height: 160,
          },
          summary: "Cleaning, migration, reporting and analysis.",
          panel: {
            paragraphs: [
              "We clean and de-duplicate your records, migrate data from old systems and build reports and dashboards your managers can use every day.",
              "Every data job is tested against the source, so the numbers match.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Database Development & Management",
          image: {
            src: "/images/products/database.svg",
            alt: "A database drawn as a stack of three discs",
            width: 240,
            height: 160,
          },
          summary: "Databases that are fast, backed up and secure.",
          panel: {
            paragraphs: [
              "We design and build databases in SQL Server, MySQL and MongoDB: tables, indexes, queries and stored procedures.",
              "We also run them for you: backups, monitoring, performance tuning, user access and upgrades.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Data Integration",
          image: {
            src: "/images/products/data-integration.svg",
            alt: "Two systems joined by arrows through a central hub",
            width: 240,
            height: 160,
          },
          summary: "Your systems sharing the same, current data.",
          panel: {
            paragraphs: [
              "We connect your applications, websites and partner systems through APIs, XML and JSON feeds and scheduled data transfers.",
              "Each connection logs what it sends and alerts us when something fails, so no data is lost quietly.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};
