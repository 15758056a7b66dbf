/**
 * Every message the site shows after an action, exactly as the spec words them (docs/product.md sections 5
 * and 8). Import from here; never re-type a message.
 */
// The spec gives these two texts to the profile edit, the admin's user edit, the dashboard and the
// users list alike.
const dataSaved = "Data saved successfully.";
const dataNotSaved = "Error saving data.";

export const messages = {
  notFound: {
    saved: "Not found saved successfully",
    failed: "Error saving not found",
  },
  feedback: {
    saved: "Thank you for your feedback!",
    failed: "Failed to submit feedback. Please try again later.",
  },
  enquiry: {
    saved: "Form submitted successfully",
    failed: "Error submitting form",
  },
  upload: {
    saved: "File uploaded successfully",
    /** need and online */
    failed: "Error uploading file",
    /** jobs: followed by the server's details */
    failedPrefix: "Error uploading file: ",
    /** file-upload, jobs and the contact page, before anything is sent */
    noFile: "Please choose a file to upload.",
    /** need and online, before anything is sent */
    noFileSelected: "No file selected",
    errorTitle: "Error",
  },
  /** An application to a job opening (/jobs/:slug). */
  application: {
    saved: "Thank you: your application has been sent. We will be in touch.",
    failed: "Your application was not sent.",
    closed: "This opening has closed: it no longer takes applications.",
    unknown: "There is no such opening.",
  },
  account: {
    registered: "Registration successful",
    loggedIn: "Login successful",
    loggedOut: "You are logged out.",
    registerFailed: "Registration failed",
    noMessage: "No message available",
    loginNoMessage: "No message available, you should register first",
    loginFailed: "Wrong email or password.",
    verificationSent: "Verification link sent successfully.",
    verificationFailed: "Error sending verification link.",
    emailVerified: "Your Email has been verified.",
    linkInvalid: "This link is invalid, used or expired. Ask for a new one.",
    resetSent: "If an account uses this address, a reset link is on its way. It works for 60 minutes.",
    resetFailed: "Error sending reset link.",
    passwordChanged: "Your password has been changed. You can log in with it now.",
    passwordNotChanged: "The password was not changed.",
    profileSaved: dataSaved,
    profileFailed: dataNotSaved,
    emailTaken: "An account already uses this email address.",
    otherSessionsEnded: "You are logged out everywhere else.",
    imageInvalid: "The image could not be read. Use a JPEG, PNG or WebP picture.",
    signInRequired: "Please log in first.",
    csrf: "This form has expired. Reload the page and try again.",
  },
  admin: {
    userAdded: "User added successfully.",
    userAddFailed: "Error adding user.",
    saved: dataSaved,
    saveFailed: dataNotSaved,
    usersNotFound: "Users not found",
    userNotFound: "This user does not exist, or was deleted.",
    userDeleted: "The user was deleted.",
    forbidden: "This page is for admins only.",
    noneSelected: "Select at least one user.",
    notOwnAccount: "You cannot delete or demote your own account here.",
    leadNotFound: "This entry does not exist.",
    imageRequired: "Please choose a picture.",
    verifiedRequired: "Choose Yes or No.",
    actionUnknown: "Choose verify, unverify or delete.",
    tooManySelected: (max: number) => `Select at most ${max} users at once.`,
  },
  field: {
    mobileRequired: "Mobile is required.",
    mobileInvalid: "Enter valid mobile number.",
    emailRequired: "Email is required.",
    emailInvalid: "Enter a valid email.",
    nameRequired: "Name is required.",
    messageRequired: "Message is required.",
    selectionInvalid: "Please choose what you need.",
    courseRequired: "Please select a course.",
    tooLong: (max: number) => `Use at most ${max} characters.`,
    passwordRequired: "Password is required.",
    passwordTooShort: "Use at least 8 characters.",
    passwordTooLong: "Use at most 128 characters.",
    passwordCommon: "This password is too common. Choose another one.",
  },
  inbox: {
    unknownStatus: "Choose a status from the list.",
    searchTooLong: (max: number) => `Search for at most ${max} characters.`,
    oneSearch: "Search for one text at a time.",
    badAction: "Choose mark handled, mark new or retry.",
    noneSelected: "Select at least one entry.",
    tooMany: (max: number) => `Select at most ${max} entries at a time.`,
    badId: "An entry id is not valid.",
    retryNotFailed: "Only failed mails can be retried.",
    retried: "The mail is waiting to be sent again.",
    uploadMissing: "This file does not exist, or was removed.",
  },
  generic: {
    malformed: "The request could not be read.",
    tooLarge: "The request is too large.",
    unsupported: "This type of content is not accepted here.",
    crossSite: "Requests from other sites are not accepted.",
    rateLimited: (minutes: number) =>
      `Too many requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    failed: "Something went wrong.",
    /** A file that the server has no room to store (507). */
    noRoom: "The server has no room to store this file right now. Please try again later.",
    /** A write the database cannot take right now: its disk is full, or another process holds it (503). */
    notNow: "The server cannot save this right now. Please try again in a few minutes.",
    unavailable: "The site is briefly unavailable. Please try again in a moment.",
  },
} as const;
