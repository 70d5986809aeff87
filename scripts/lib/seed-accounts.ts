/** The demo author of the seeded stack (the admin's e-mail and password come from the environment). */
export const DEMO_AUTHOR = {
  email: 'author@journal.test',
  password: 'author-pass',
  username: 'demo-author',
} as const;
