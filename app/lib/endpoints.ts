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
  pageViews: "/api/views",
} as const;
