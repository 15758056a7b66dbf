import { sendPageView } from "../page-view";
import { rememberVisit } from "../visit";
import { carousel } from "./carousel";
import { disclosures } from "./disclosures";
import { header } from "./header";
import { typingHeadline } from "./typing";

// The one script of the pages React does not hydrate (docs/decisions/017): their behaviour on top
// of the server's markup.
const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
if (nav) header(nav);
disclosures(document);
for (const root of document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]'))
  carousel(root);
for (const heading of document.querySelectorAll<HTMLElement>("[data-phrases]")) typingHeadline(heading);
rememberVisit();
sendPageView(location.pathname);
// Browser tests wait for this mark before they click, as on the pages React hydrates.
document.documentElement.dataset.hydrated = "true";
