import type { Seo } from "../types";

export const feedbackPage = {
  seo: {
    path: "/feedback",
    title: "Feedback",
    description: `Tell {company} what you think: send us your feedback, or mail HR with clear details.`,
  } satisfies Seo,
  heading: "Feedback",
  intro: "Tell us what you think of our work, our site or our services.",
  labels: { name: "Name", email: "Email", message: "Message", submit: "Submit" },
  hrLine: "Send clear details",
};
