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
  textarea,
} from "~/lib/content-fields/fields";
import type { NumberField } from "~/lib/content-fields/types";
import { COURSE_KEY, courseModes, currencies } from "~/lib/courses";
import { experienceLevels, OPENING_SLUG, openingTypes, salaryPeriods } from "~/lib/openings";
import { GSTIN } from "~/lib/receipts";
import { UPI_ID } from "~/lib/upi";
import type { PageTexts } from "./page-texts";

/** Defaults live in the modules beside this one, so public pages import them without these schemas. */

export const profileFields = {
  name: text("Company name", { max: 80, placeholder: true }),
  host: text("Hosting platform", {
    max: 60,
    placeholder: true,
    hint: "Shown in the technology stack, after Python: the platform your sites run on.",
  }),
  address: textarea("Street address", { max: 300, placeholder: true }),
  phone: phone("Phone", { placeholder: true }),
  officeHours: text("Office time", { max: 200 }),
  mapLink: httpsUrl("Map link", {
    placeholder: true,
    hint: "The 'Open in OpenStreetMap' link of the Contact Us page. Left as the OpenStreetMap search, it follows the street address; any other https address of a map is kept as you set it.",
  }),
  internship: text("Internship note", { max: 200 }),
  companyEmail: optionalEmail("Company e-mail", {
    hint: "Shown on every page. Leave empty to show the company address set on the server.",
  }),
  hrEmail: optionalEmail("HR e-mail", {
    hint: "Shown on the feedback, clients and jobs pages. Leave empty to show the HR address set on the server.",
  }),
};

/** How trainees pay: shown on an enrolment's confirmation and in its mail, nowhere else. */
export const paymentsFields = {
  upiId: text("UPI ID", {
    max: 320,
    optional: true,
    pattern: { regex: UPI_ID, message: "Write the UPI ID as name@bank, for example mumbaisoft@okaxis." },
    hint: "Trainees pay rupee fees to it: the enrolment's confirmation shows its QR code and link. Leave empty to write to them instead.",
  }),
  upiPayee: text("UPI payee name", {
    max: 60,
    optional: true,
    hint: "The name the trainee's UPI app shows. Left empty, the company's name.",
  }),
  bankDetails: textarea("Bank details for transfers", {
    max: 500,
    optional: true,
    hint: "Shown for dollar fees (and rupee fees without a UPI ID). Left empty, the confirmation says you will write with payment details.",
  }),
  gstin: text("GSTIN", {
    max: 15,
    optional: true,
    pattern: { regex: GSTIN, message: "Write the GSTIN as its 15 characters, for example 27AAPFU0939F1ZV." },
    hint: "Printed on every receipt when set.",
  }),
  unpaidDays: number("Days to pay", {
    min: 1,
    max: 60,
    step: 1,
    hint: "An enrolment unpaid this many days after it was made gives its seats back, and the trainee is told.",
  }),
};

export const founderFields = {
  name: text("Name", { max: 80, placeholder: true }),
  title: text("Title", { max: 80 }),
  photo: media("Photo", "image", { placeholder: true, box: { width: 320, height: 320 } }),
  qualification: text("Qualification", { max: 160, placeholder: true }),
  fatherName: text("Father's name", { max: 80, placeholder: true }),
  yearsAsCeo: number("Years as CEO", { max: 60 }),
  foreignExperienceYears: number("Years of experience abroad", { max: 60 }),
  indianExperienceYears: number("Years of experience in India", { max: 60 }),
};

export const employeesFields = {
  phrases: lines("Typed headline", { maxItems: 10, maxLength: 60, hint: "One role title per line." }),
  members: group(
    "Team members",
    5,
    {
      role: text("Role", { max: 60 }),
      summary: text("Summary", { max: 160 }),
      photo: media("Photo", "image", { placeholder: true, box: { width: 320, height: 320 } }),
      name: text("Name", { max: 80, placeholder: true }),
      experienceYears: number("Years of experience with us", { max: 60 }),
      qualification: text("Qualification", { max: 160, placeholder: true }),
      software: text("Software knowledge", { max: 200 }),
      description: textarea("Role description", { max: 800 }),
    },
    (member, index) => `${index + 1}. ${String(member.role ?? "")}`,
  ),
};

export const clientsFields = {
  clients: group(
    "Clients",
    5,
    {
      name: text("Name", { max: 60 }),
      logo: media("Logo", "image", { placeholder: true, box: { width: 480, height: 192 } }),
      heading: text("Story heading", { max: 120, placeholder: true }),
      story: lines("Story", {
        maxItems: 6,
        maxLength: 600,
        placeholder: true,
        hint: "One paragraph per line.",
      }),
      note: text("Note", { max: 200 }),
    },
    (client, index) => `${index + 1}. ${String(client.name ?? "")}`,
  ),
};

export const mediaFields = {
  map: media("Contact map", "image", {
    placeholder: true,
    box: { width: 1280, height: 800 },
    hint: "A picture of the streets around the office: no map service is loaded by the page.",
  }),
  video: media("Video", "video", {
    placeholder: true,
    hint: "MP4 or WebM. Its text alternative is read by screen readers before the player.",
  }),
  poster: media("Video poster", "image", {
    placeholder: true,
    box: { width: 1280, height: 720 },
    hint: "Shown before the video plays.",
  }),
  captions: media("Video captions", "captions", {
    placeholder: true,
    hint: "A WebVTT file (.vtt) with the video's captions.",
  }),
};

const notice = (label: string, hint: string, maxItems = 8) =>
  lines(label, { maxItems, maxLength: 1000, hint: `${hint} One paragraph per line.` });

export const privacyFields = {
  intro: notice("Introduction", "Who decides what happens to the data, and under which law.", 4),
  collected: notice("What the forms collect", "Every kind of personal data the forms take."),
  purposes: notice("Why we collect it", "What the data is used for, and how consent is withdrawn."),
  sharing: notice("Who sees it", "Who reads the data, and to whom it is given.", 4),
  retention: notice("How long we keep it", "How long the data is kept.", 4),
  retentionPeriod: textarea("When a retention period is set", {
    max: 500,
    hint: "Shown after the paragraphs above when the server is set to delete closed leads after a number of days; {days} is that number.",
  }),
  noRetentionPeriod: textarea("When no retention period is set", {
    max: 500,
    hint: "Shown instead when the server keeps closed leads until an admin deletes them.",
  }),
  visits: notice("Visits to this website", "How visits are counted.", 4),
  rights: notice("Your rights", "What a visitor may ask for, and where to complain.", 4),
  contact: text("Whom to ask", {
    max: 300,
    hint: "Followed on the page by the company's e-mail address from the company profile.",
  }),
  officerName: text("Grievance officer", {
    max: 80,
    placeholder: true,
    hint: "The person who answers complaints about personal data, named on the notice.",
  }),
  officerEmail: optionalEmail("Grievance officer's email", {
    hint: "Left empty, the company's e-mail address is shown.",
  }),
  lastUpdated: date("Last updated", {
    hint: "Shown at the top of the notice: the day its text last changed.",
  }),
};

export function pageTextsFields(defaults: PageTexts) {
  return {
    phrases: lines("Typed headline", {
      maxItems: 10,
      maxLength: 80,
      hint: "One phrase per line; the headline types them in turn.",
    }),
    intro: lines("Introduction", {
      minItems: 0,
      maxItems: 6,
      maxLength: 1000,
      hint: "One paragraph per line.",
    }),
    cards: group(
      "Cards",
      defaults.cards.length,
      {
        title: text("Title", { max: 80 }),
        summary: text("Summary", { max: 200, optional: true }),
        paragraphs: lines("Panel paragraphs", {
          minItems: 0,
          maxItems: 6,
          maxLength: 1000,
          hint: "One paragraph per line.",
        }),
        note: text("Note", { max: 300, optional: true }),
      },
      (card, index) => `${index + 1}. ${String(card.title ?? "")}`,
    ),
  };
}

/** Whole numbers only: fees are stored in an integer column with each enrolment, seats are counted. */
const whole = (field: NumberField, message: string): NumberField => ({
  ...field,
  schema: field.schema.refine(Number.isInteger, message),
});

export const coursesFields = {
  courses: list(
    "Courses",
    { minItems: 1, maxItems: 40, addLabel: "Add a course" },
    {
      name: text("Name", { max: 60 }),
      key: text("Key", {
        max: 40,
        optional: true,
        fixed: true,
        pattern: {
          regex: COURSE_KEY,
          message: "Write the key as one word of letters and digits, starting with a small letter.",
        },
        hint: "The course's name in POST /submitCourseData. Left empty, it is made from the name when saved, and then stays.",
      }),
      description: textarea("Short description", { max: 300 }),
      fee: whole(
        number("Fee", { positive: true, max: 10_000_000, step: 1 }),
        "Enter the fee as a whole number, without cents or paise.",
      ),
      currency: choice("Currency", currencies, {
        hint: "This course's fee only. Indian rupees show grouped the Indian way: ₹1,00,000.",
      }),
      duration: text("Duration", { max: 60 }),
      batches: list(
        "Batches",
        {
          minItems: 0,
          maxItems: 12,
          addLabel: "Add a batch",
          hint: "A batch takes enrolments while it is open, until the day it starts. A course with none open offers the waitlist.",
        },
        {
          startsOn: date("Starts on", {
            optional: true,
            hint: "Left empty, the date is to be announced.",
          }),
          timing: text("Timing", { max: 60, optional: true, hint: "For example: Sat–Sun, 10:00–13:00." }),
          mode: choice("Mode", courseModes),
          place: text("Place", {
            max: 200,
            optional: true,
            hint: "The address a classroom batch meets at. Left empty for an online batch.",
          }),
          seats: whole(
            number("Seats", { positive: true, max: 10_000, step: 1 }),
            "Enter a whole number of seats.",
          ),
          open: flag("Enrolment open", { hint: "A closed batch is shown, but cannot be chosen." }),
        },
        (batch, index) => `Batch ${index + 1}${batch.startsOn ? `, ${String(batch.startsOn)}` : ""}`,
      ),
    },
    (course, index) => `${index + 1}. ${String(course.name ?? "")}`,
  ),
};

export const openingsFields = {
  openings: list(
    "Openings",
    { maxItems: 50, addLabel: "Add an opening" },
    {
      title: text("Title", { max: 120 }),
      slug: text("Address", {
        max: 60,
        optional: true,
        fixed: true,
        pattern: {
          regex: OPENING_SLUG,
          message: "Write the address in small letters and digits, words joined by dashes.",
        },
        hint: "The page's address after /jobs/. Left empty, it is made from the title when saved, and then stays.",
      }),
      type: choice("Type", openingTypes),
      remote: flag("Remote", { hint: "Work from anywhere: the location may then be left empty." }),
      location: text("Location", { max: 120, optional: true }),
      description: textarea("Description", {
        max: 6000,
        hint: "An empty line starts a new paragraph; lines starting with “- ” make a list.",
      }),
      skills: lines("Skills sought", {
        minItems: 0,
        maxItems: 20,
        maxLength: 80,
        hint: "One skill per line.",
      }),
      postedOn: date("Posted on", { optional: true, hint: "Left empty, the day it is saved." }),
      closesOn: date("Closes on", {
        hint: "The last day to apply. After it, the page says the opening is closed.",
      }),
      experience: choice("Experience", experienceLevels, { blank: "fresher" }),
      positions: number("Positions", {
        min: 1,
        max: 100,
        step: 1,
        blank: 1,
        hint: "How many people you will hire. Left empty, one.",
      }),
      salaryMin: number("Salary from (₹)", {
        min: 0,
        max: 100_000_000,
        step: 1,
        blank: 0,
        hint: "In rupees. Leave both salary amounts empty or 0 to show no salary.",
      }),
      salaryMax: number("Salary up to (₹)", { min: 0, max: 100_000_000, step: 1, blank: 0 }),
      salaryPer: choice("Salary period", salaryPeriods, { blank: "month" }),
      filled: flag("Filled", {
        hint: "A filled opening is closed whatever its closing day. HR marks it from the admin's Openings page.",
      }),
    },
    (opening, index) => `${index + 1}. ${String(opening.title ?? "")}`,
  ),
};

export const hiringFields = {
  nextSteps: textarea("What happens next", {
    max: 1000,
    hint: "Ends the acknowledgement each job applicant is sent, after the opening's title.",
  }),
};
