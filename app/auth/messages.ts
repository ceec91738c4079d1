/** The sign-in and administrator messages of docs/product.md section 8, exactly. No dependencies: the browser imports this. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid credentials. Check your email and password.",
  loginError: "Login error. Please try again.",
  adminCreatedTitle: "Admin created successfully!",
  adminCreated: (name: string) => `User ${name} has been created and can now log in.`,
  adminCreateError: "Error creating administrator. Please try again.",
} as const;
