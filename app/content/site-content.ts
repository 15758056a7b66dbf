import type { DocumentOf, Fields, MediaRef } from "~/lib/content-fields/types";
import { walkFields } from "~/lib/content-fields/walk";
import { mapLinkOf } from "~/lib/map-link";
import {
  clientsFields,
  coursesFields,
  employeesFields,
  founderFields,
  hiringFields,
  mediaFields,
  openingsFields,
  pageTextsFields,
  paymentsFields,
  privacyFields,
  profileFields,
} from "./area-fields";
import {
  completeCourses,
  completeOpenings,
  courseProblems,
  openingProblems,
  type Problems,
  upgradeCourses,
  upgradeOpenings,
} from "./area-rules";
import { defaultClients } from "./clients";
import { defaultPayments, defaultProfile } from "./company";
import { defaultCourses } from "./courses";
import { defaultEmployees } from "./employees";
import { defaultFounder } from "./founder";
import { defaultHiring } from "./hiring";
import { defaultMedia } from "./media";
import { defaultOpenings } from "./openings";
import { aboutTextsOf, textsOf } from "./page-texts";
import { aboutPage } from "./pages/about";
import { approachPage } from "./pages/approach";
import { founderPage } from "./pages/founder";
import { levelPage } from "./pages/level";
import { productPage } from "./pages/product";
import { product1Page } from "./pages/product1";
import { product2Page } from "./pages/product2";
import { product3Page } from "./pages/product3";
import { servicesPage } from "./pages/services";
import { defaultPrivacy } from "./privacy";

interface AreaDefinition<F extends Fields> {
  title: string;
  description: string;
  shownAt: string;
  fields: F;
  defaults: DocumentOf<F>;
  complete?: (document: DocumentOf<F>, today: string) => DocumentOf<F>;
  problems?: (document: DocumentOf<F>, today: string) => Problems;
  /** Brings a document stored under older fields to these, so a change of fields keeps its content. */
  upgrade?: (stored: Record<string, unknown>) => Record<string, unknown>;
}

const area = <F extends Fields>(definition: AreaDefinition<F>) => definition;

const textsArea = (title: string, path: string, defaults: ReturnType<typeof textsOf>) =>
  area({
    title: `${title} page texts`,
    description: `The typed headline, introduction and card texts of ${path}.`,
    shownAt: path,
    fields: pageTextsFields(defaults),
    defaults,
  });

export const contentAreas = {
  profile: area({
    title: "Company profile",
    description: "The company's name, address, phone, office time, map link, internship note and e-mails.",
    shownAt: "/nav2",
    fields: profileFields,
    defaults: defaultProfile,
    complete: (profile) => ({ ...profile, mapLink: mapLinkOf(profile) }),
  }),
  founder: area({
    title: "Founder",
    description: "The founder's name, photo, qualification and years.",
    shownAt: "/founder",
    fields: founderFields,
    defaults: defaultFounder,
  }),
  employees: area({
    title: "Employees",
    description: "The five role cards: photo, name, years, qualification, software and description.",
    shownAt: "/employee",
    fields: employeesFields,
    defaults: defaultEmployees,
  }),
  clients: area({
    title: "Clients",
    description: "The five clients: name, logo, story and note.",
    shownAt: "/artica2rout",
    fields: clientsFields,
    defaults: defaultClients,
  }),
  media: area({
    title: "Map and video",
    description: "The Contact Us map, and the video page's video, poster and captions.",
    shownAt: "/video",
    fields: mediaFields,
    defaults: defaultMedia,
  }),
  about: textsArea("About", "/about", aboutTextsOf(aboutPage)),
  services: textsArea("Services", "/services", textsOf(servicesPage)),
  approach: textsArea("Approach", "/approach", textsOf(approachPage)),
  product: textsArea("Product", "/product", textsOf(productPage)),
  product1: textsArea("Product1", "/product1", textsOf(product1Page)),
  product2: textsArea("Product2", "/product2", textsOf(product2Page)),
  product3: textsArea("Product3", "/product3", textsOf(product3Page)),
  level: textsArea("Level", "/level", textsOf(levelPage)),
  founderPage: textsArea("Founder", "/founder", textsOf(founderPage)),
  courses: area({
    title: "Courses and fees",
    description: "The courses: each one's fee and currency, batches, seats and whether enrolment is open.",
    shownAt: "/online-course",
    fields: coursesFields,
    defaults: defaultCourses,
    complete: completeCourses,
    problems: courseProblems,
    upgrade: upgradeCourses,
  }),
  payments: area({
    title: "Payments",
    description:
      "The UPI ID and bank details trainees pay their course fees to, the GSTIN on receipts, and the days to pay.",
    shownAt: "/online-course",
    fields: paymentsFields,
    defaults: defaultPayments,
  }),
  openings: area({
    title: "Job openings",
    description: "The openings listed on /jobs, each with its own page and Apply form.",
    shownAt: "/jobs",
    fields: openingsFields,
    defaults: defaultOpenings,
    complete: completeOpenings,
    problems: openingProblems,
    upgrade: upgradeOpenings,
  }),
  hiring: area({
    title: "Hiring",
    description: "What a job applicant's acknowledgement says happens next.",
    shownAt: "/jobs",
    fields: hiringFields,
    defaults: defaultHiring,
  }),
  privacy: area({
    title: "Privacy notice",
    description: "What the forms collect, why, who sees it, how long it is kept, and the visitor's rights.",
    shownAt: "/privacy",
    fields: privacyFields,
    defaults: defaultPrivacy,
  }),
};

export type ContentAreas = typeof contentAreas;
export type AreaKey = keyof ContentAreas;
export type AreaDocument<K extends AreaKey> = DocumentOf<ContentAreas[K]["fields"]>;
export type SiteContent = { [K in AreaKey]: AreaDocument<K> };

export const areaKeys = Object.keys(contentAreas) as AreaKey[];

export const isAreaKey = (value: string): value is AreaKey => Object.hasOwn(contentAreas, value);

export const defaultSiteContent = Object.fromEntries(
  areaKeys.map((key) => [key, contentAreas[key].defaults]),
) as SiteContent;

export type Profile = AreaDocument<"profile">;
export type Founder = AreaDocument<"founder">;

/** `document` must already have passed its fields' own checks. */
export function settleArea<K extends AreaKey>(
  key: K,
  document: AreaDocument<K>,
  today: string,
): { ok: true; value: AreaDocument<K> } | { ok: false; fields: Problems } {
  const definition = contentAreas[key] as unknown as AreaDefinition<Fields>;
  const value = (definition.complete?.(document, today) ?? document) as AreaDocument<K>;
  const problems = definition.problems?.(value, today) ?? {};
  return Object.keys(problems).length === 0 ? { ok: true, value } : { ok: false, fields: problems };
}

export interface Placeholder {
  area: AreaKey;
  path: string;
  label: string;
}

export function areaPlaceholders<K extends AreaKey>(key: K, document: AreaDocument<K>): Placeholder[] {
  const { fields, defaults } = contentAreas[key];
  const original = new Map(
    [...walkFields(fields, defaults as Record<string, unknown>)].map((entry) => [entry.path, entry.value]),
  );
  const found: Placeholder[] = [];
  for (const { path, field, value } of walkFields(fields, document as Record<string, unknown>)) {
    if (!field.placeholder) continue;
    const before = original.get(path);
    const same =
      field.kind === "media"
        ? (value as MediaRef | undefined)?.src === (before as MediaRef | undefined)?.src
        : JSON.stringify(value) === JSON.stringify(before);
    if (same) found.push({ area: key, path, label: labelOf(key, path) });
  }
  return found;
}

export const placeholdersOf = (content: SiteContent): Placeholder[] =>
  areaKeys.flatMap((key) => areaPlaceholders(key, content[key]));

/** The field's label within its area, `Employees: 3. Developer: Qualification`; `inArea` drops the area's title. */
export function labelOf(key: AreaKey, path: string, { inArea = false }: { inArea?: boolean } = {}): string {
  const parts = path.split(".");
  const words: string[] = inArea ? [] : [contentAreas[key].title];
  let fields: Fields = contentAreas[key].fields;
  let document: unknown = contentAreas[key].defaults;
  for (let index = 0; index < parts.length; index++) {
    const field = fields[parts[index] ?? ""];
    if (!field) break;
    if (field.kind === "group") {
      const position = Number(parts[index + 1]);
      const items = (document as Record<string, unknown>)[parts[index] ?? ""] as Record<string, unknown>[];
      words.push(field.itemLabel(items?.[position] ?? {}, position));
      fields = field.fields;
      document = items?.[position];
      index++;
      continue;
    }
    words.push(field.label);
  }
  return words.join(": ");
}
