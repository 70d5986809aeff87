/** The hint under every ORCID iD field (submission form, admin's article form). */
export const ORCID_HINT = 'Optional: 16 digits, for example 0000-0002-1825-0097';
