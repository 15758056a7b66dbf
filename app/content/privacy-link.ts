/** Apart from the notice's page module, so the forms' scripts carry these few words only. */
export const privacyLink = {
  path: "/privacy",
  before: "What we do with what you send, and for how long:",
  label: "privacy notice",
};
