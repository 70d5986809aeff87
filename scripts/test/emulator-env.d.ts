export declare const TEST_PROJECT = "demo-journal-test";
export declare const TEST_ADMIN_EMAIL = "admin@journal.test";
export interface TestPorts {
    auth: number;
    firestore: number;
    storage: number;
    api: number;
}
export declare function pickTestPorts(): Promise<TestPorts>;
/** The functions' environment under test (firebase-admin reads the emulator hosts itself). */
export declare function testEnvironment(ports: TestPorts): {
    GCLOUD_PROJECT: string;
    FIREBASE_AUTH_EMULATOR_HOST: string;
    FIRESTORE_EMULATOR_HOST: string;
    FIREBASE_STORAGE_EMULATOR_HOST: string;
    STORAGE_BUCKET: string;
    ADMIN_EMAIL: string;
    ADMIN_RESERVED_EMAIL: string;
    JOURNAL_TEST_API_PORT: string;
    VITE_FIREBASE_API_KEY: string;
    VITE_FIREBASE_PROJECT_ID: string;
    VITE_AUTH_EMULATOR_HOST: string;
    VITE_ADMIN_EMAIL: string;
    VITE_API_BASE: string;
};
/** host and port of an `host:port` environment variable that the config has set. */
export declare function envHostPort(name: string): [string, number];
