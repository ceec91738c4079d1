/** The sign-in and administrator messages of docs/product.md section 8, exactly. No dependencies: the browser imports this. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid credentials. Check your email and password.",
  loginError: "Login error. Please try again.",
  adminCreatedTitle: "Admin created successfully!",
  adminCreated: (name: string) => `User ${name} has been created and can now log in.`,
  adminCreateError: "Error creating administrator. Please try again.",
} as const;

/** The first administrator's setup code (docs/decisions/019). */
export const SETUP_CODE_MESSAGES = {
  missing: "Enter the setup code. The site prints it in its log when it starts.",
  wrong: "This setup code is not right. Copy it from the site's log, or run: npm run admin -- setup-code",
  tooMany: "Too many wrong setup codes. Wait a few minutes and try again.",
} as const;

/** Managing administrators and one's own account in /admin (docs/product.md section 2). */
export const ACCOUNT_MESSAGES = {
  removed: (name: string) => `${name} was removed and signed out everywhere.`,
  removeError: "Unable to remove this administrator.",
  passwordChanged: "Password changed",
  passwordChangedDetail: "Your other sessions were signed out.",
  passwordError: "Unable to change the password.",
  currentPasswordWrong: "The current password is not right.",
  passwordsDiffer: "The two new passwords are not the same.",
  tooManyTries: "Too many wrong attempts. Wait a few minutes and try again.",
} as const;

/** Two-step sign-in (docs/decisions/020). */
export const TWO_STEP_MESSAGES = {
  codeWrong: "This code is not right. Check your authenticator app and try again.",
  codeFormat: "Enter the 6-digit code from your app, or a recovery code.",
  expired: "This sign-in took too long. Enter your email and password again.",
  alreadyOn: "Two-step sign-in is already on.",
  notStarted: "Start again: the setup was not found.",
  turnedOn: "Two-step sign-in is on",
  turnedOff: "Two-step sign-in is off",
  proofWrong: "This is neither your password nor a valid code.",
  error: "Unable to change two-step sign-in.",
} as const;
