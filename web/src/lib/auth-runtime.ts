/**
 * Firebase Auth, loaded on first need. A reader on a public page never downloads it: the
 * account menu shows the stored profile, and Auth arrives when the menu is opened, when a page
 * that needs the signed-in person mounts, or when the browser is idle and a session is stored.
 */
import type { Auth } from '@firebase/auth';

let loading: Promise<Auth> | null = null;
let loaded: Auth | null = null;

export function loadAuth(): Promise<Auth> {
  loading ??= import('./firebase').then((module) => (loaded = module.auth));
  return loading;
}

/** Auth if it has been loaded already (after a sign-in it always has), else null. */
export function loadedAuth(): Auth | null {
  return loaded;
}

/** The SDK's functions; they arrive in the same chunk as `./firebase`. */
export const authFunctions = () => import('@firebase/auth');
