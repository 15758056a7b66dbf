/**
 * Every message the site shows after an action, exactly as the spec words them (spec sections 5
 * and 8). Import from here; never re-type a message.
 */
export const messages = {
  notFound: {
    saved: "Not found saved successfully",
    failed: "Error saving not found",
  },
  feedback: {
    saved: "Thank you for your feedback!",
    failed: "Failed to submit feedback. Please try again later.",
  },
  enquiry: {
    saved: "Form submitted successfully",
    failed: "Error submitting form",
  },
  upload: {
    saved: "File uploaded successfully",
    /** need and online */
    failed: "Error uploading file",
    /** jobs: followed by the server's details */
    failedPrefix: "Error uploading file: ",
    /** file-upload, jobs and the contact page, before anything is sent */
    noFile: "Please choose a file to upload.",
    /** need and online, before anything is sent */
    noFileSelected: "No file selected",
    errorTitle: "Error",
  },
  field: {
    mobileRequired: "Mobile is required.",
    mobileInvalid: "Enter valid mobile number.",
    emailRequired: "Email is required.",
    emailInvalid: "Enter a valid email.",
    nameRequired: "Name is required.",
    messageRequired: "Message is required.",
    selectionRequired: "Please choose what you need.",
    courseRequired: "Please select a course.",
    tooLong: (max: number) => `Use at most ${max} characters.`,
  },
  generic: {
    malformed: "The request could not be read.",
    tooLarge: "The request is too large.",
    unsupported: "This type of content is not accepted here.",
    crossSite: "Requests from other sites are not accepted.",
    rateLimited: (minutes: number) =>
      `Too many requests from your address. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    failed: "Something went wrong.",
  },
} as const;
