/**
 * Where the test suite's emulators and API listen: ports of their own, so the tests can run
 * beside a developer's `npm start` stack.
 */
export declare const TEST_PROJECT = "demo-journal-test";
export declare const TEST_HOSTS: {
    readonly auth: "127.0.0.1:19099";
    readonly firestore: "127.0.0.1:18080";
    readonly storage: "127.0.0.1:19199";
};
export declare const WEB_TEST_API_PORT = 15050;
export declare const testEnv: {
    GCLOUD_PROJECT: string;
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:19099";
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:18080";
    FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:19199";
    STORAGE_BUCKET: string;
    ADMIN_EMAIL: string;
    ADMIN_RESERVED_EMAIL: string;
};
/** What the web app under test is built with (import.meta.env). */
export declare const webTestEnv: {
    VITE_FIREBASE_API_KEY: string;
    VITE_FIREBASE_PROJECT_ID: string;
    VITE_AUTH_EMULATOR_HOST: "127.0.0.1:19099";
    VITE_ADMIN_EMAIL: string;
    VITE_API_BASE: string;
};
