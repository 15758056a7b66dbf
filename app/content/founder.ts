/**
 * The founder's profile (docs/product.md section 3, "Founder profile"; figures from section 9): the
 * defaults of /admin/content/founder. The name, photo, qualification and father's name are
 * placeholders the company replaces.
 */

export const defaultFounder = {
  name: "Rahul Mehta",
  title: "Founder & CEO",
  photo: { src: "/images/people/founder.svg", alt: "Portrait of {founder}" },
  qualification: "B.E. Computer Engineering, University of Mumbai",
  fatherName: "Suresh Mehta",
  yearsAsCeo: 2.5,
  foreignExperienceYears: 2.4,
  indianExperienceYears: 16,
};

/** Where the founder was born: the spec's fixed text. */
export const FOUNDER_BORN = "India";
