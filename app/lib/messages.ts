/**
 * Every message the site shows after an action, exactly as the spec words them (spec section 8).
 * Import from here; never re-type a message.
 */
export const messages = {
  notFound: {
    saved: "Not found saved successfully",
    failed: "Error saving not found",
  },
  generic: {
    malformed: "The request could not be read.",
    tooLarge: "The request is too large.",
    unsupported: "This type of content is not accepted here.",
    crossSite: "Requests from other sites are not accepted.",
    failed: "Something went wrong.",
  },
} as const;
