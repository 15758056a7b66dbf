import { reveal } from "./reveal";
import { uploadForm } from "./upload-form";

// The second script of a page without React that has an upload form (docs/decisions/017).
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-reveal]")) reveal(button);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-upload]")) uploadForm(form);
