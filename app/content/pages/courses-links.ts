// Apart from the course pages' texts, so the forms that link to the courses load none of the catalogue.
/** Pointers to the courses from the pages where people look for them. */
export const coursesLinks = {
  online: "See every course with its fee, batches and seats left",
  jobs: "Our courses: fees, batches and seats",
};
