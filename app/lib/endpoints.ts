/** Apart, so the page script carries this one address and not the whole list. */
export const PAGE_VIEWS_PATH = "/api/views";

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
  pageViews: PAGE_VIEWS_PATH,
} as const;
