import type { defaultClients } from "../clients";
import type { Card, CardPageContent } from "../types";

type Clients = typeof defaultClients;
type ClientEntry = Clients["clients"][number];

function clientCard(client: ClientEntry): Card {
  const logo = {
    src: client.logo.src,
    alt: client.logo.alt.replaceAll("{name}", client.name),
    width: 240,
    height: 96,
  };
  return {
    title: client.name,
    image: logo,
    panel: {
      heading: client.heading,
      image: logo,
      paragraphs: client.story,
      note: client.note,
      mailTo: "hr",
    },
  };
}

const listOf = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function clientsPage({ clients }: Clients): CardPageContent {
  return {
    seo: {
      path: "/artica2rout",
      title: "Clients",
      description: `The companies we build for: web development, mobile apps, UI/UX design, data services and 24/7/365 support for ${listOf(clients.map((client) => client.name))}.`,
    },
    heading: "Client's Thought...",
    phrases: clients.map((client) => `Client ${client.name}`),
    intro: [
      "Five companies trust us with their apps, their data and their users. Here is what we do for each.",
    ],
    sections: [{ heading: "Our clients", cards: clients.map(clientCard) }],
  };
}
