/**
 * The line right after every lead form's submit button that links to the privacy notice (decision
 * 053). Apart from the notice's page module, so the forms' scripts carry these few words only.
 */
export const privacyLink = {
  path: "/privacy",
  /** The line before a lead form's submit button: these words, then the link. */
  before: "What we do with what you send, and for how long:",
  label: "privacy notice",
};
