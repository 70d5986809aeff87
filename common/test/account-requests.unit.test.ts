/**
 * Signing up and logging in (common/src/contracts/signup.ts, users.ts): the sign-up request the
 * API reads and the modal's forms, with the first problem in the words a person reads. Reserved
 * and look-alike names are common/test/usernames.unit.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signupFormSchema, signupRequestSchema } from '../src/contracts/signup';
import { credentialsSchema, loginRequestSchema } from '../src/contracts/users';

/** Every problem as [field, message], in order; the API answers the first. */
function problems(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

const ALL_FIELDS = 'Please fill in all fields';
const CHARACTERS = 'Username may contain letters, digits, dots, hyphens and underscores';

describe('POST /api/auth/signup', () => {
  const signup = (username: unknown) => signupRequestSchema.safeParse({ idToken: 'token', username });

  it('takes a username of 1 to 50 letters, digits, dots, hyphens or underscores, in any script, trimmed', () => {
    for (const username of ['m', 'x'.repeat(50), 'Mutale_Phiri', 'j.banda-2', 'José', 'Чилеше', '李雷']) {
      expect(signup(username).data?.username, username).toBe(username);
    }
    expect(signup('  Mutale \n').data?.username).toBe('Mutale');
  });

  it('refuses 51 characters', () => {
    expect(problems(signupRequestSchema, { idToken: 't', username: 'x'.repeat(51) })).toEqual([
      ['username', 'Username must be at most 50 characters'],
    ]);
  });

  it.each(['<script>', 'a b', 'a/b', '../admin', "o'brien", 'a&b', 'a"b', 'mutale@example', '🚀'])(
    'refuses the username %j',
    (username) => {
      expect(problems(signupRequestSchema, { idToken: 't', username })).toEqual([['username', CHARACTERS]]);
    },
  );

  it('asks for every field when the username is blank or missing', () => {
    for (const username of ['', '   ', undefined]) {
      expect(problems(signupRequestSchema, { idToken: 't', username })[0]).toEqual(['username', ALL_FIELDS]);
    }
  });

  it('refuses a request without the ID token the browser signed in with', () => {
    for (const idToken of [undefined, '', 42]) {
      expect(problems(signupRequestSchema, { idToken, username: 'mutale' })).toEqual([
        ['idToken', 'No authentication token provided.'],
      ]);
    }
  });
});

describe('POST /api/auth/login', () => {
  it('needs the ID token and nothing else', () => {
    expect(loginRequestSchema.parse({ idToken: 'token', admin: true })).toEqual({ idToken: 'token' });
    expect(problems(loginRequestSchema, {})).toEqual([['idToken', 'No authentication token provided.']]);
  });
});

describe('the sign-up modal', () => {
  const form = {
    username: 'mutale',
    email: ' Mutale@Example.test ',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('asks for every field, first of all that is wrong with each', () => {
    const blank = { username: '', email: '', password: '', confirmPassword: '' };
    const firstByField = new Map(problems(signupFormSchema, blank).reverse());
    expect(Object.fromEntries(firstByField)).toEqual({
      username: ALL_FIELDS,
      email: ALL_FIELDS,
      password: ALL_FIELDS,
      confirmPassword: ALL_FIELDS,
    });
  });

  it('says the passwords do not match under Confirm Password, in the words of the specification', () => {
    expect(problems(signupFormSchema, { ...form, confirmPassword: 'secret ' })).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('leaves the password as typed: spaces are part of it', () => {
    const parsed = signupFormSchema.parse({ ...form, password: ' secret ', confirmPassword: ' secret ' });
    expect(parsed).toEqual({
      ...form,
      email: 'Mutale@Example.test',
      password: ' secret ',
      confirmPassword: ' secret ',
    });
  });
});

describe('the login forms', () => {
  it('ask for the e-mail and the password', () => {
    expect(problems(credentialsSchema, { email: '  ', password: '' })).toEqual([
      ['email', ALL_FIELDS],
      ['password', ALL_FIELDS],
    ]);
    expect(credentialsSchema.parse({ email: ' admin@journal.test ', password: ' pw ' })).toEqual({
      email: 'admin@journal.test',
      password: ' pw ',
    });
  });
});
