export const defaultPrivacy = {
  intro: [
    "This notice says what {company} collects through the forms of this website, why, who sees it, how long we keep it and whom to ask about it, as India's Digital Personal Data Protection Act, 2023 expects. Under the Act, {company} is the Data Fiduciary of what you send us, and you are its Data Principal.",
  ],
  collected: [
    "Feedback: your name, your e-mail address and your message.",
    "Client-need and online enquiries: your name, mobile number and e-mail address, the service or course you chose, and what you write to us.",
    "Course enrolment: your mobile number, your e-mail address, the courses you choose with their total fee, and what you write to us.",
    "Jobs and file uploads: the file you send, such as a CV or a brief, with its name, type and size. A CV holds whatever you put in it.",
    "Job applications: your name, e-mail address and mobile number, the opening you apply for, your note, and your CV with its name, type and size.",
    "With every form: the page your visit began on, the site or campaign that brought you there when your browser says so, and whether you use a phone, a tablet or a computer.",
  ],
  purposes: [
    "We use what you send only to answer you: to reply to your feedback or enquiry, to make you an offer or enrol you in a course, and to consider you for a job or an internship.",
    "When you leave an e-mail address, the website sends you one automatic acknowledgement that your message arrived.",
    "We count which pages and campaigns bring enquiries, to learn which of our efforts work. We sell nothing about you and use nothing for advertising.",
    "By sending a form you agree to this use. You may withdraw your consent at any time by writing to us: we then stop using what you sent and delete it, unless a law makes us keep it.",
  ],
  sharing: [
    "What you send reaches our staff by e-mail and in the website's admin area, where only our staff sign in. It is stored on our own server. We give it to nobody else, apart from the e-mail service that carries our mails, and where a law requires it.",
  ],
  retention: [
    "We keep an enquiry while we are working on it: until we have won it or lost it, and for as long as we may still need to answer you about it.",
  ],
  retentionPeriod:
    "Once an enquiry is closed, won or lost, the website deletes it {days} days after its last change, with the files sent with it, its notes and the mails about it held on our server.",
  noRetentionPeriod:
    "We have not set a fixed period: we keep closed enquiries until you ask us to delete them, and we delete them, with their files, when you do.",
  visits: [
    "We count visits to this website without cookies and without keeping your IP address. To tell one visitor from another within a day, the website makes a code from your IP address, your browser's name and a random value that changes every day and is never kept: by the next day, nobody can link the code to you.",
    "When your browser sends Do Not Track or Global Privacy Control, your visit is not counted at all.",
  ],
  rights: [
    "You may ask us what personal data we hold about you and what we do with it, ask us to correct, complete or update it, and ask us to delete it. You may also name someone to use these rights for you if you die or cannot use them yourself.",
    "We answer every request. If our answer does not satisfy you, you may complain to the Data Protection Board of India.",
  ],
  contact: "To use any of these rights, or to ask anything about this notice, write to us at",
  officerName: "The company's grievance officer",
  officerEmail: "",
  lastUpdated: "2026-12-06",
};
