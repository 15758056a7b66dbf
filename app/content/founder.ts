/** The founder's profile (docs/product.md section 3, "Founder profile"; figures from section 9). */
export const founder = {
  /** PLACEHOLDER: the specification gives the name as {name}. */
  name: "Rahul Mehta",
  title: "Founder & CEO",
  born: "India",
  yearsAsCeo: 2.5,
  foreignExperienceYears: 2.4,
  indianExperienceYears: 16,
  /** PLACEHOLDER qualification. */
  qualification: "B.E. Computer Engineering, University of Mumbai",
  /** PLACEHOLDER father's name. */
  fatherName: "Suresh Mehta",
  photo: "/images/people/founder.svg",
} as const;
