/** The spec's endpoint paths (docs/product.md section 7, docs/architecture.md section 6); routes and forms both read them here. */
export const endpoints = {
  feedback: "/api/feedback",
  needs: "/api/needs",
  needsUpload: "/api/needs/upload",
  onlineSubmit: "/api/online/submit-form",
  onlineUpload: "/api/online/upload-file",
  jobsUpload: "/api/upload",
  uploadFile: "/upload-file",
  courseData: "/submitCourseData",
  initialData: "/initialData",
  /** The page-view beacon (decision 052); not a spec endpoint. */
  pageViews: "/api/views",
} as const;
