/**
 * For every process that runs firebase-admin against the local emulators. They take no
 * credentials, but without this setting google-auth-library first probes for a Google metadata
 * server: outside Google Cloud that is a failed lookup and a MetadataLookupWarning on stderr.
 */
export const NO_METADATA_SERVER = { METADATA_SERVER_DETECTION: 'none' } as const;
