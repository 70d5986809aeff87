/**
 * The username rule both sides run (common/src/contracts/signup.ts): the sign-up form's schema
 * refuses a reserved name in the API's words before any account exists, and the key that keeps
 * usernames unique folds case, compatibility forms and look-alike characters.
 */
import { describe, expect, it } from 'vitest';
import { signupFormSchema, usernameErrors } from '../src/contracts/signup';
import { usernameKey } from '../src/username-key';

const form = (username: string) => ({
  username,
  email: 'reader@example.test',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
});

describe('the sign-up form', () => {
  it.each(['admin', 'Editor', 'support', 'no-reply', '\u0410dmin', '\uff52\uff4f\uff4f\uff54'])(
    'refuses the reserved username %s with the API message',
    (username) => {
      const result = signupFormSchema.safeParse(form(username));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['username', "This username is reserved for the journal's own use. Please choose another."],
      ]);
      expect(usernameErrors.reserved.message).toBe(
        "This username is reserved for the journal's own use. Please choose another.",
      );
    },
  );

  it.each(['administrators', 'editor-smith', 'mutale', 'Jos\u00e9'])('accepts %s', (username) => {
    expect(signupFormSchema.safeParse(form(username)).success).toBe(true);
  });
});

describe('usernameKey', () => {
  it('is one key for every way of writing what reads as one name', () => {
    const key = usernameKey('author');
    for (const variant of [
      'AUTHOR',
      ' author ',
      '\u0430uthor',
      '\uff41\uff55\uff54\uff48\uff4f\uff52',
      'auth0r',
    ]) {
      expect(usernameKey(variant), variant).toBe(key);
    }
    expect(usernameKey('mary')).toBe(usernameKey('rnary'));
  });

  it('keeps names apart that read differently', () => {
    expect(usernameKey('author')).not.toBe(usernameKey('authors'));
    expect(usernameKey('jose')).not.toBe(usernameKey('Jos\u00e9'));
  });
});
