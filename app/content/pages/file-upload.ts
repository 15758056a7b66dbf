import type { Seo } from "../types";

export const fileUploadPage = {
  seo: {
    path: "/file-upload",
    title: "Upload files",
    description: `Send {company} a file: a CV, a brief or a document.`,
  } satisfies Seo,
  heading: "Upload files",
  intro: "Send us a CV, a brief or any document.",
  uploadButton: "Upload files",
  uploadHeading: "Choose your file",
};
