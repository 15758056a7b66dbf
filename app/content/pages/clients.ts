import { type Client, clients } from "../clients";
import type { Card, CardPageContent } from "../types";

/**
 * What each client engagement covered. PLACEHOLDER: the specification gives no project details,
 * so these describe our kind of work in general terms; replace them with the real engagements.
 */
const engagements: Record<string, { heading: string; paragraphs: string[] }> = {
  iGate: {
    heading: "iGate: web development and QA",
    paragraphs: [
      "We built and maintain web screens for internal business tools, working in short releases alongside the client's own team.",
      "Every release passes our manual and automated test rounds before it reaches users.",
    ],
  },
  Neoteric: {
    heading: "Neoteric: mobile apps for iOS and Android",
    paragraphs: [
      "We designed and developed mobile apps for iOS and Android, from the first screen sketches to the store release.",
      "After launch we look after updates, crash reports and new operating-system versions.",
    ],
  },
  Codetech: {
    heading: "Codetech: databases and data integration",
    paragraphs: [
      "We designed databases, moved data between older systems and new ones, and wrote the reports the client's managers read every week.",
      "Nightly checks make sure the figures in each system still agree.",
    ],
  },
  Polaris: {
    heading: "Polaris: UI/UX design",
    paragraphs: [
      "We reworked the screens of a customer portal so that common tasks take fewer steps and read clearly on a phone.",
      "Each design was tried with real users before development began.",
    ],
  },
  Comtug: {
    heading: "Comtug: support around the clock",
    paragraphs: [
      "Our helpdesk answers the client's users 24/7/365 and solves everyday IT problems, from access requests to failed backups.",
      "A monthly report shows what was asked, how fast it was solved and what we changed to stop it happening again.",
    ],
  },
};

function clientCard(client: Client): Card {
  const logo = { src: client.logo, alt: `${client.name} logo`, width: 240, height: 96 };
  const engagement = engagements[client.name];
  return {
    title: client.name,
    image: logo,
    panel: {
      heading: engagement?.heading ?? client.name,
      image: logo,
      paragraphs: engagement?.paragraphs ?? [],
      note: "Would you like to work on projects like these? Write to our HR team.",
      mailTo: "hr",
    },
  };
}

export const clientsPage: CardPageContent = {
  seo: {
    path: "/artica2rout",
    title: "Clients",
    description:
      "The companies we build for: web development, mobile apps, UI/UX design, data services and 24/7/365 support for iGate, Neoteric, Codetech, Polaris and Comtug.",
  },
  heading: "Client's Thought...",
  phrases: clients.map((client) => `Client ${client.name}`),
  intro: [
    "Five companies trust us with their apps, their data and their users. Here is what we do for each.",
  ],
  sections: [{ heading: "Our clients", cards: clients.map(clientCard) }],
};
