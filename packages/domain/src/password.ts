/**
 * Password and email rules shown on the forms before submit (the spec leaves them open). Firebase
 * Auth itself only asks for 6 characters; the product asks for more.
 */
export const PASSWORD_RULES = [
  { id: 'length', text: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'letter', text: 'At least one letter', test: (p: string) => /\p{L}/u.test(p) },
  { id: 'digit', text: 'At least one digit', test: (p: string) => /\d/.test(p) },
] as const;

type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The rules a password breaks; empty when it is acceptable. */
export const brokenPasswordRules = (password: string): PasswordRuleId[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);

export const EMAIL_RULE_TEXT = 'An email address like name@example.com';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPlausibleEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL.test(email.trim());
