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

export const FOUNDER_BORN = "India";
