/**
 * Who is signed in, as the whole app sees it. Firebase Auth is the source of truth once it is
 * loaded (lib/auth-runtime.ts: public pages do without it); local storage holds the keys
 * docs/decisions.md "Browser session" names (userToken, userData, user; adminToken, adminData) so
 * that the header shows the username before Auth or the first API call.
 */
import type { ParsedToken, User as FirebaseUser } from '@firebase/auth';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { authFunctions, loadAuth, loadedAuth } from './auth-runtime';
import { config } from './config';

export const storageKeys = {
  userToken: 'userToken',
  userData: 'userData',
  user: 'user',
  adminToken: 'adminToken',
  adminData: 'adminData',
  featuredArticle: 'featuredArticle',
} as const;

export interface UserData {
  username: string;
  email: string;
}

interface Session {
  /** False until Firebase Auth is loaded and has restored (or not) the previous session. */
  ready: boolean;
  /** Loads Firebase Auth (once); `ready` follows when it has restored the session. */
  startAuth(): void;
  firebaseUser: FirebaseUser | null;
  userData: UserData | null;
  isAdmin: boolean;
  /** Record the profile the login call answered with. */
  rememberUser(user: UserData, token: string): void;
  rememberAdmin(token: string): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    localStorage.removeItem(key);
    return null;
  }
}

/**
 * The admin, by the same rule as the API (docs/decisions.md "Identity and roles"): the admin
 * claim, on the configured e-mail, verified. Anyone else the API would refuse with 403.
 */
export function isAdminToken(claims: ParsedToken, email: string | null | undefined): boolean {
  return (
    claims.admin === true && claims.email_verified === true && email?.toLowerCase() === config.adminEmail
  );
}

export function clearStoredSession() {
  for (const key of [
    storageKeys.userToken,
    storageKeys.userData,
    storageKeys.user,
    storageKeys.adminToken,
    storageKeys.adminData,
  ]) {
    localStorage.removeItem(key);
  }
}

/** A session is stored from an earlier visit: worth loading Auth for when the browser is idle. */
function hasStoredSession(): boolean {
  return [storageKeys.userToken, storageKeys.userData, storageKeys.adminToken].some(
    (key) => localStorage.getItem(key) !== null,
  );
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server rendered, true
 * otherwise: what only the browser knows (local storage) is shown once the page is the
 * browser's, so that the first render matches the server's (docs/plans/rendered-pages.md P9).
 */
const useBrowserState = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function SessionProvider({ children }: { children: ReactNode }) {
  const [authWanted, setAuthWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [firebaseUser, setFirebaseUser] = useState<FirebaseUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const [storedUserData, setUserData] = useState<UserData | null>(() =>
    typeof localStorage === 'undefined' ? null : readJson<UserData>(storageKeys.userData),
  );
  const userData = useBrowserState() ? storedUserData : null;

  const startAuth = useCallback(() => setAuthWanted(true), []);

  useEffect(() => {
    if (authWanted || !hasStoredSession()) return;
    return whenIdle(startAuth);
  }, [authWanted, startAuth]);

  useEffect(() => {
    if (!authWanted) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void Promise.all([loadAuth(), authFunctions()]).then(([auth, { onIdTokenChanged }]) => {
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, async (user) => {
        setFirebaseUser(user);
        if (!user) {
          setIsAdmin(false);
          setUserData(null);
          clearStoredSession();
        } else {
          const token = await user.getIdTokenResult();
          // A late answer for a user who has since signed out must not restore their session.
          if (auth.currentUser !== user) return;
          const admin = isAdminToken(token.claims, user.email);
          setIsAdmin(admin);
          localStorage.setItem(admin ? storageKeys.adminToken : storageKeys.userToken, token.token);
        }
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [authWanted]);

  const value = useMemo<Session>(
    () => ({
      ready,
      startAuth,
      firebaseUser,
      userData,
      isAdmin,
      rememberUser(user, token) {
        localStorage.setItem(storageKeys.userToken, token);
        localStorage.setItem(storageKeys.userData, JSON.stringify(user));
        localStorage.setItem(
          storageKeys.user,
          JSON.stringify({ uid: loadedAuth()?.currentUser?.uid, email: user.email, username: user.username }),
        );
        setUserData(user);
      },
      rememberAdmin(token) {
        const current = loadedAuth()?.currentUser;
        localStorage.setItem(storageKeys.adminToken, token);
        localStorage.setItem(
          storageKeys.adminData,
          JSON.stringify({ email: current?.email, uid: current?.uid }),
        );
        setIsAdmin(true);
      },
      async signOut() {
        const [auth, { signOut }] = await Promise.all([loadAuth(), authFunctions()]);
        await signOut(auth);
        clearStoredSession();
        setUserData(null);
        setIsAdmin(false);
      },
    }),
    [ready, startAuth, firebaseUser, userData, isAdmin],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The session, with Firebase Auth started: for screens that must know for certain who is signed in. */
export function useAuthSession(): Session {
  const session = useSession();
  const { startAuth } = session;
  useEffect(startAuth, [startAuth]);
  return session;
}
