const NOTE = "Would you like to work on projects like these? Write to our HR team.";

const client = (name: string, heading: string, story: string[]) => ({
  name,
  logo: { src: `/images/clients/${name.toLowerCase()}.svg`, alt: "{name} logo" },
  heading,
  story,
  note: NOTE,
});

export const defaultClients = {
  clients: [
    client("iGate", "iGate: web development and QA", [
      "We built and maintain web screens for internal business tools, working in short releases alongside the client's own team.",
      "Every release passes our manual and automated test rounds before it reaches users.",
    ]),
    client("Neoteric", "Neoteric: mobile apps for iOS and Android", [
      "We designed and developed mobile apps for iOS and Android, from the first screen sketches to the store release.",
      "After launch we look after updates, crash reports and new operating-system versions.",
    ]),
    client("Codetech", "Codetech: databases and data integration", [
      "We designed databases, moved data between older systems and new ones, and wrote the reports the client's managers read every week.",
      "Nightly checks make sure the figures in each system still agree.",
    ]),
    client("Polaris", "Polaris: UI/UX design", [
      "We reworked the screens of a customer portal so that common tasks take fewer steps and read clearly on a phone.",
      "Each design was tried with real users before development began.",
    ]),
    client("Comtug", "Comtug: support around the clock", [
      "Our helpdesk answers the client's users 24/7/365 and solves everyday IT problems, from access requests to failed backups.",
      "A monthly report shows what was asked, how fast it was solved and what we changed to stop it happening again.",
    ]),
  ],
};
