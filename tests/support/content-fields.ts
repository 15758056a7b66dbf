import {
  choice,
  date,
  flag,
  group,
  httpsUrl,
  lines,
  list,
  media,
  number,
  optionalEmail,
  phone,
  text,
} from "~/lib/content-fields/fields";

/** A form of every kind of text field and a fixed group with pictures, and what its editor sends. */
export const fields = {
  name: text("Name", { max: 20 }),
  email: optionalEmail("E-mail"),
  phone: phone("Phone"),
  link: httpsUrl("Map link"),
  phrases: lines("Phrases", { maxItems: 3, maxLength: 10 }),
  years: number("Years", { max: 60 }),
  people: group(
    "People",
    2,
    { name: text("Name", { max: 20 }), photo: media("Photo", "image") },
    (item, index) => `${index + 1}. ${String(item.name)}`,
  ),
};

export const form = {
  name: " Asha Soft ",
  email: "",
  phone: "+91 22 4000 0000",
  link: "https://www.openstreetmap.org/?q=1",
  phrases: "One\r\n\n  Two  \n",
  years: "2.5",
  "people.0.name": "Meera",
  "people.0.photo.src": "/images/people/founder.svg",
  "people.0.photo.alt": "Portrait of Meera",
  "people.1.name": "Ravi",
  "people.1.photo.src": "/media/00000000-0000-4000-8000-000000000001.webp",
  "people.1.photo.alt": "",
};

/** A choice and a list of items with a number, a flag and dates. */
export const listFields = {
  mode: choice("Mode", [
    { value: "online", label: "Online" },
    { value: "classroom", label: "Classroom" },
  ]),
  items: list(
    "Courses",
    { minItems: 1, maxItems: 3, addLabel: "Add a course" },
    {
      name: text("Name", { max: 20 }),
      fee: number("Fee", { positive: true, max: 1000, step: 1 }),
      open: flag("Open"),
      starts: date("Starts", { optional: true }),
      ends: date("Ends"),
    },
    (item, index) => `${index + 1}. ${String(item.name ?? "")}`,
  ),
};
export const item = (index: number, extra: Record<string, string> = {}) => ({
  [`items.${index}.name`]: `Course ${index}`,
  [`items.${index}.fee`]: "100",
  [`items.${index}.starts`]: "",
  [`items.${index}.ends`]: "2027-02-28",
  ...extra,
});
