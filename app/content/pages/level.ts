import { companyFacts } from "../company";
import type { CardPageContent } from "../types";

export const levelPage: CardPageContent = {
  seo: {
    path: "/level",
    title: "Technology Solutions",
    description: `The technologies {company} builds with: Python, PHP, .NET, JavaScript, HTML/CSS, Angular, React, Java, MySQL and databases, and the mobile apps we make for market, sales and services.`,
  },
  phrases: ["Technology Solutions", "Other Technology Solutions", "Mobile App Soln."],
  intro: [
    "The languages, frameworks and databases our team works with every day, and the kinds of mobile apps we build with them.",
  ],
  sections: [
    {
      heading: "Core technologies",
      cards: [
        {
          title: "Python",
          summary: "Back ends, automation and data work.",
          panel: {
            paragraphs: [
              "We write web back ends and REST APIs in Python, and scripts that automate reports, imports and other repetitive office work.",
              "Python is also our first choice for data cleaning, data integration and small analytics jobs.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "PHP",
          summary: "Websites and web applications.",
          panel: {
            paragraphs: [
              "We build and maintain PHP websites and web applications following the MVC pattern, from company sites to customer portals.",
              "We also take over existing PHP projects: fixing bugs, updating old versions and making them faster.",
            ],
            mailTo: "company",
          },
        },
        {
          title: ".NET",
          summary: "Business applications on Microsoft technology.",
          panel: {
            paragraphs: [
              "We develop .NET web applications and services for businesses that run on Microsoft technology, with SQL Server as the database.",
              "Typical work: internal tools, reporting, and connecting a .NET system to newer web and mobile front ends.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "JavaScript",
          summary: "Interactive pages and Node.js servers.",
          panel: {
            paragraphs: [
              "JavaScript runs in every browser and, with Node.js and Express, on the server too. We use it to make pages interactive and to build fast APIs.",
              "One language across the whole application keeps projects smaller and easier to maintain.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "HTML/CSS",
          summary: "Clean, accessible, responsive pages.",
          panel: {
            paragraphs: [
              "Every site we deliver is built on clean HTML and CSS that works on phones, tablets and desktops.",
              "We follow accessibility guidelines, so pages can be read with a screen reader and used with the keyboard alone.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
    {
      heading: "Other technologies",
      cards: [
        {
          title: "Angular js",
          summary: "Single-page applications.",
          panel: {
            paragraphs: [
              "We build single-page applications with Angular, and maintain and upgrade older AngularJS projects.",
              "Angular suits larger business applications with many forms, screens and user roles.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "React",
          summary: "Fast user interfaces for web and mobile.",
          panel: {
            paragraphs: [
              "We use React for fast, component-based user interfaces, rendered on the server so pages load quickly and are found by search engines.",
              "The same skills carry over to mobile apps built with React Native.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Java",
          summary: "Reliable server-side systems.",
          panel: {
            paragraphs: [
              "We develop and maintain Java services and enterprise applications that need to run reliably for years.",
              "Java is also one of the programming languages in our internship and training programme.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Database",
          summary: "Design, development and management.",
          panel: {
            paragraphs: [
              "We design databases, write the queries and stored procedures, and look after backups, performance and security.",
              "We work with SQL Server, MySQL and document databases such as MongoDB, and move data safely between them.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "MySql",
          summary: "The database behind many websites.",
          panel: {
            paragraphs: [
              "MySQL powers many of the websites and web applications we build. We set it up, tune slow queries and plan backups.",
              "We also migrate data into MySQL from spreadsheets and older systems.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
    {
      heading: "Mobile app solutions",
      cards: [
        {
          title: "Market",
          summary: "Apps that reach your customers.",
          panel: {
            paragraphs: [
              "We build iOS and Android apps that present your products and services to customers, with notifications to keep them coming back.",
              "We help you publish on the App Store and Google Play and keep the app up to date.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Sales",
          summary: "Apps that help your team sell.",
          panel: {
            paragraphs: [
              "Sales apps let your team show catalogues, take orders and follow up leads from their phones, even with a weak connection.",
              "Orders and customer details go straight into your existing systems.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Services",
          summary: "Apps for bookings, support and field work.",
          panel: {
            paragraphs: [
              "Service apps let customers book appointments, raise support requests and follow their status, and let field staff record their work.",
              `Our support team looks after these apps ${companyFacts.serviceLevel}.`,
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};
