/**
 * Who is signed in, as the whole app sees it. Firebase Auth is the source of truth; local
 * storage holds the keys docs/decisions.md "Browser session" names (userToken, userData, user; adminToken,
 * adminData) so that a reload shows the username before the first API call.
 */
import { onIdTokenChanged, signOut as firebaseSignOut, type User as FirebaseUser } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { auth } from './firebase';
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
  /** False until Firebase Auth has restored (or not) the previous session. */
  ready: boolean;
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [firebaseUser, setFirebaseUser] = useState<FirebaseUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const [userData, setUserData] = useState<UserData | null>(() => readJson<UserData>(storageKeys.userData));

  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        setFirebaseUser(user);
        if (!user) {
          setIsAdmin(false);
          setUserData(null);
          clearStoredSession();
        } else {
          const token = await user.getIdTokenResult();
          // A late answer for a user who has since signed out must not restore their session.
          if (auth.currentUser !== user) return;
          const admin = token.claims.admin === true && user.email?.toLowerCase() === config.adminEmail;
          setIsAdmin(admin);
          localStorage.setItem(admin ? storageKeys.adminToken : storageKeys.userToken, token.token);
        }
        setReady(true);
      }),
    [],
  );

  const value = useMemo<Session>(
    () => ({
      ready,
      firebaseUser,
      userData,
      isAdmin,
      rememberUser(user, token) {
        localStorage.setItem(storageKeys.userToken, token);
        localStorage.setItem(storageKeys.userData, JSON.stringify(user));
        localStorage.setItem(
          storageKeys.user,
          JSON.stringify({ uid: auth.currentUser?.uid, email: user.email, username: user.username }),
        );
        setUserData(user);
      },
      rememberAdmin(token) {
        const current = auth.currentUser;
        localStorage.setItem(storageKeys.adminToken, token);
        localStorage.setItem(
          storageKeys.adminData,
          JSON.stringify({ email: current?.email, uid: current?.uid }),
        );
        setIsAdmin(true);
      },
      async signOut() {
        await firebaseSignOut(auth);
        clearStoredSession();
        setUserData(null);
        setIsAdmin(false);
      },
    }),
    [ready, firebaseUser, userData, isAdmin],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
