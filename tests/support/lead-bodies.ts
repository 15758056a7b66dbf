/**
 * A valid body for each public lead form, marked with the test's tag so each test finds its own
 * rows and mails; the need and online ones write the mobile as people do (stored as ten digits).
 */
export const validLeads = {
  feedback: (t: string) => ({ name: `Asha ${t}`, email: `asha.${t}@example.com`, message: "Great site." }),
  need: (t: string) => ({
    selection: "WebDevelopment",
    name: `Ravi ${t}`,
    mobile: "9876543210",
    email: `ravi.${t}@example.com`,
  }),
  online: (t: string) => ({
    selection: "OnlineCertification",
    courseSelection: "Java",
    name: `Meera ${t}`,
    mobile: "+91 98765 43210",
    email: `meera.${t}@example.com`,
  }),
  course: (t: string) => ({ mobile: "9876543210", email: `kiran.${t}@example.com`, javaProgramming: true }),
  waitlist: (t: string) => ({ course: "javaProgramming", email: `neha.${t}@example.com` }),
};

/** A lead form's post as an API client sends it: the body as JSON, to the form's endpoint if it has one. */
export const jsonLeadPost = (body: unknown, path = "/lead") =>
  new Request(new URL(path, "https://www.example.in"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
