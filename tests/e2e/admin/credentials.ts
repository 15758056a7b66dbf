/** The admin the browser tests' server is started with (ADMIN_EMAIL + ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "staff-admin@example.in", password: "Staff-admin-e2e-pass" } as const;
