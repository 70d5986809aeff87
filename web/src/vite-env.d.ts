/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_ADMIN_EMAIL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
