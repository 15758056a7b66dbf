import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const accountPages = {
  register: {
    seo: seo("/register", "Register", "Create your account to follow your enquiries and courses."),
    heading: "Registration form",
    labels: { name: "Name", email: "Email", mno: "Mobile", image: "Image", password: "Password" },
    placeholders: {
      name: "Enter valid name",
      email: "Enter valid email",
      mno: "Enter valid mobile no.",
      password: "Enter password",
    },
    submit: "Register",
    loginPrompt: "Already registered?",
    loginLink: "Log in",
  },
  login: {
    seo: seo("/login", "Login", "Log in to your account."),
    heading: "User Login",
    labels: { email: "Email", password: "Password" },
    submit: "Login",
    passkeyLink: "Sign in with a passkey",
    links: [
      { to: "/register", label: "Register" },
      { to: "/forget", label: "Forgot password?" },
      { to: "/verification", label: "Verify your email" },
    ],
  },
  verification: {
    seo: seo("/verification", "Email verification", "Ask for a new link to verify your email address."),
    heading: "Email verification",
    labels: { email: "Email" },
    submit: "Send Verification Link",
  },
  emailVerified: {
    seo: seo("/email-verified", "Email verified", "Your email address is verified."),
    heading: "Email verification",
    loginLink: "Log in",
    askAgain: "Send a new verification link",
  },
  forget: {
    seo: seo("/forget", "Forget", "Ask for a link to reset your password."),
    heading: "Forget",
    labels: { email: "Email" },
    submit: "Send Reset Link",
  },
  forgetPassword: {
    seo: seo("/forget-password", "Forget Password", "Choose a new password."),
    heading: "Forget Password",
    labels: { password: "New password" },
    submit: "Reset Password",
    loginLink: "Log in",
    askAgain: "Ask for a new reset link",
    passkeys: {
      heading: "Passkeys of your account",
      intro: "These passkeys can still sign in to your account without the password:",
      added: (date: string) => `added ${date}`,
      lastUsed: (date: string | null) => (date ? `last used ${date}` : "not used yet"),
      removeThem:
        "If you do not know one of them, log in now and remove it under Two-factor sign-in (/admin/two-factor).",
    },
  },
  confirmAccess: {
    seo: seo("/confirm-access", "Confirm access", "Confirm it is you before a sensitive change."),
    heading: "Confirm access",
    intro: (action: string) =>
      `${action} Enter your password again to go on. For the next 10 minutes you will not be asked again.`,
    introWithFactor: (action: string) =>
      `${action} Enter your password and a code from your authenticator app, or a recovery code, to go on. For the next 10 minutes you will not be asked again.`,
    actions: {
      deleteLead: (name: string) => `You are about to delete the lead from ${name}.`,
      deleteUser: (name: string) => `You are about to delete the account of ${name}.`,
      deleteUsers: "You are about to delete the users you selected.",
      signIn: "You are about to change how your account signs in.",
      email: "You are about to change your account's email.",
      other: "You are about to make a sensitive change.",
    },
    labels: { password: "Password", code: "Code" },
    codeHint: "Six digits from your app, or one of your recovery codes.",
    submit: "Confirm",
    passkey: "Confirm with a passkey instead of a code",
    passkeyHint: "Enter your password first; your device then asks for your passkey.",
    passkeyNeedsScript: "A passkey needs JavaScript in this browser; use your app's code or a recovery code.",
    cancel: "Cancel",
  },
  profile: {
    seo: seo("/home", "Your profile", "Your account."),
    welcome: (name: string) => `Welcome, ${name}`,
    labels: { email: "Email", mobile: "Mobile", status: "Status" },
    verified: "Verified",
    notVerified: "Not verified",
    edit: "Edit",
    logout: "Logout",
    sessions: {
      heading: "Your sessions",
      caption: "Where your account is logged in",
      columns: { device: "Device", ip: "IP address", lastUsed: "Last used" },
      thisDevice: "This device",
      unknownDevice: "Unknown device",
      unknownAddress: "Unknown",
      none: "No sessions.",
      logoutOthers: "Log out everywhere else",
    },
  },
  edit: {
    seo: seo("/edit", "Update Profile", "Change your name, email, mobile or picture."),
    heading: "Update Profile",
    labels: {
      image: "Image",
      name: "Name",
      email: "Email",
      mno: "Mobile",
    },
    confirmLink: "Confirm it is you",
    submit: "Update",
    back: "Back to profile",
  },
  logout: {
    seo: seo("/logout", "Logout", "Log out of your account."),
    heading: "Logout",
    question: "Do you want to log out?",
    submit: "Logout",
  },
} as const;
