/**
 * Every text a user sees for an error or an outcome, word for word as the product
 * specification gives them (docs/decisions.md "The API"). The web app shows them, the API answers with
 * them, and the tests import them from here.
 */
import { PAPER_TYPES, SUBJECT_AREAS } from './constants';

/** "A, B or C" of a choice's labels. */
function choices(labels: Record<string, string>): string {
  const all = Object.values(labels);
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}

export const authMessages = {
  verificationSent: 'We have sent a verification link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  unverifiedNotice: (email: string) =>
    `Your e-mail address ${email} is not verified yet. Open the link we sent you to verify it; you can submit papers once it is verified.`,
  resendVerification: 'Send the link again',
  verificationSendFailed: 'Could not send the verification message. Please try again.',
  tooManyVerificationRequests:
    'We sent you a verification link a short while ago. Please check your inbox (and spam folder), or ask again later.',
  invalidCredential: 'Invalid email or password.',
  emailInUse: 'This email is already registered.',
  weakPassword: 'Password is too weak. It must be at least 6 characters.',
  invalidApiKey: 'The sign-in service is misconfigured (invalid API key). Please contact the journal.',
  duplicateUsernameBackend: 'Duplicate username or email',
  duplicateUsername: 'Username or email already exists.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  tooManySignups: 'Too many sign-ups in a short time. Please try again later.',
  fallback: 'An error occurred. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  signedUp: 'Successfully signed up! Please sign in.',
  useAdminLogin: 'Please use the admin login page for admin accounts.',
  signOutFailed: 'Failed to sign out',
  mustBeLoggedInForDashboard: 'You must be logged in to view the dashboard. Please log in.',
  allFieldsRequired: 'Please fill in all fields',
  invalidToken: 'Invalid or expired token. Please log in again.',
  missingToken: 'No authentication token provided.',
  adminRequired: 'Access denied. Admin privileges required.',
  reservedEmail: 'This email cannot be used to sign up.',
  loggedIn: 'Login successful',
  noAuthorAccount: 'No author account found for this sign-in. Please sign up first.',
  signupSucceeded: 'User registered successfully',
  usernameReserved: "This username is reserved for the journal's own use. Please choose another.",
  usernameLookAlike:
    "This username looks the same as another author's (letters from another alphabet or look-alike characters). Please choose another.",
} as const;

export const adminLoginMessages = {
  invalidCredential: 'Invalid email or password',
  notAdmin: 'This page is for admin login only. Please use the regular login for non-admin accounts.',
  noAdminAccount: 'No admin account found with this email',
  fallback: 'Invalid credentials or server error',
} as const;

export const dashboardMessages = {
  expiredToken: 'Invalid or expired token. Please log in again.',
  fetchFailed: 'Failed to fetch submissions. Please try again.',
  noToken: 'No authentication token found. Please log in again.',
  fileNotFound: 'File not found on the server. Contact support if the issue persists.',
  networkIssue: 'Network issue or server configuration error. Please try again later.',
  downloadFailed: 'Failed to download manuscript. Please try again.',
  empty: 'No submissions yet. Create your first submission.',
  loading: 'Loading submissions...',
} as const;

/** The author's profile on their dashboard: the ORCID iD that fills in their new submissions. */
export const profileMessages = {
  orcidSaved: 'ORCID iD saved',
  orcidRemoved: 'ORCID iD removed',
  orcidSaveFailed: 'Failed to save ORCID iD. Please try again.',
  fetchFailed: 'Failed to fetch your profile. Please try again.',
} as const;

export const submissionMessages = {
  notSignedIn: 'You must be logged in to submit a paper',
  tokenRefreshFailed: 'Failed to authenticate. Please log in again.',
  failed: 'Submission failed. Please try again.',
  network: 'Failed to connect to the server. Please check your network or try again later.',
  received: 'Submission Received Successfully!',
  emailUnverified:
    'Please verify your e-mail address before submitting. Open the link we sent you, or ask for a new one on your dashboard.',
  agreements: 'You must agree to the copyright and ethics statements',
  invalidFileType: 'Invalid file type. Only .pdf, .doc, .docx allowed',
  fileTooLarge: 'File size exceeds 10MB limit',
  required: (field: string) => `${field} is required`,
  coAuthorRequired: (n: number, field: string) => `Co-author ${n}: ${field} is required`,
  coAuthorProblem: (n: number, message: string) => `Co-author ${n}: ${message}`,
  invalidEmail: (field: string) => `${field} must be a valid e-mail address`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooManyCoAuthors: (max: number) => `At most ${max} co-authors can be listed`,
  invalidCoAuthors:
    'Co-authors must be a list of objects with name, affiliation, email, country and an optional ORCID iD',
  // Named as the form shows them, never by the codes the form sends.
  invalidPaperType: `Paper type is required: choose ${choices(PAPER_TYPES)}`,
  invalidSubjectArea: `Subject area is required: choose ${choices(SUBJECT_AREAS)}`,
  fileMissing: 'Manuscript file is required',
  notFound: 'Submission not found',
  publishNotApproved: 'Only an approved submission can be published.',
  alreadyPublished: 'This submission has already been published.',
  publishNeedsPdf: 'This manuscript is a Word file: upload the final PDF to publish it.',
  decidedAfterPublishing: 'This submission has been published: its decision can no longer change.',
  tooManyPending: (max: number) =>
    `You already have ${max} submissions awaiting a decision. You can submit again once the editors have decided on one of them.`,
  tooManySubmissions: 'Too many submissions in a short time. Please try again later.',
  authorAccountRequired:
    'No author account found for this sign-in. Please sign up before submitting a paper.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.',
} as const;

export const adminMessages = {
  fetchFailed: 'Failed to fetch data',
  deleteUserFailed: 'Failed to delete user',
  deleteSubmissionFailed: 'Failed to delete submission',
  approveFailed: 'Failed to approve submission',
  rejectFailed: 'Failed to reject submission',
  createVolumeFailed: 'Failed to create volume',
  deleteVolumeFailed: 'Failed to delete volume',
  deleteIssueFailed: 'Failed to delete issue',
  createIssueFailed: (message: string) => `Failed to create issue: ${message}`,
  createArticleFailed: (message: string) => `Failed to create article: ${message}`,
  deleteArticleFailed: 'Failed to delete article',
  setFeaturedFailed: (message: string) => `Failed to set featured article: ${message}`,
  signOutFailed: 'Failed to sign out',
  sessionExpired: 'Session expired. Please log in again.',
  noAdminToken: 'No admin token found. Please log in again.',
  fileNotFound: 'File not found on server.',
  unauthorized: 'Unauthorized. Please log in again.',
  accessDenied: 'Access denied. Admin privileges required.',
  downloadFailed: 'Failed to download manuscript. Please try again.',
  featureMissingVolume: 'Cannot feature article: Missing volume slug.',
  featureMissingIssue: 'Cannot feature article: Missing issue slug.',
  featureNoImage: 'Cannot feature article: No image available.',
  featureInvalidImage: 'Cannot feature article: Invalid image URL.',
  featured: (title: string) => `${title} has been set as the featured article!`,
  issueFieldsRequired: 'Please fill in all fields for the issue',
  volumeFieldsRequired: 'Please fill in all fields for the volume',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  confirmDeleteSubmission: 'Are you sure you want to delete this submission?',
  confirmApprove: 'Are you sure you want to approve this submission?',
  confirmReject: 'Are you sure you want to reject this submission?',
  confirmDeleteVolume: 'Are you sure you want to delete this volume?',
  confirmDeleteIssue: 'Are you sure you want to delete this issue?',
  confirmDeleteArticle: 'Are you sure you want to delete this article?',
  noUsers: 'No users found',
  noSubmissions: 'No submissions found',
  noVolumes: 'No volumes found',
  noIssues: 'No issues found',
  noArticles: 'No articles found',
  volumeHasIssues: 'This volume still has issues. Delete its issues first.',
  issueHasArticles: 'This issue still has articles. Delete its articles first.',
  slugTaken: (kind: 'volume' | 'issue' | 'article', slug: string) =>
    `${kind === 'volume' ? 'A' : 'An'} ${kind} with the slug '${slug}' already exists`,
  volumeNotFound: 'Volume not found',
  issueNotFound: 'Issue not found',
  issueNotInVolume: 'The issue does not belong to the chosen volume',
  articleNotFound: 'Article not found',
  userNotFound: 'User not found',
  cannotDeleteAdmin: 'The admin account cannot be deleted',
  volumeDeleted: 'Volume deleted',
  issueDeleted: 'Issue deleted',
  articleDeleted: 'Article deleted',
  articlePdfOnly: 'The article file must be a PDF',
  articleImageOnly: 'The cover image must be a PNG, JPEG, WebP or GIF image',
  imageTooLarge: 'The cover image exceeds the 5MB limit',
  pdfTooLarge: 'The article PDF exceeds the 20MB limit',
  mailNotFound: 'Message not found',
  noUndeliveredMail: 'Every message has been delivered.',
  undeliveredMail: (count: number) =>
    count === 1 ? '1 message could not be delivered yet.' : `${count} messages could not be delivered yet.`,
  retryMailFailed: 'Failed to retry the message',
  mailRetryPolicy: (maxAttempts: number, maxAgeHours: number, keptDays: number) =>
    `Messages are tried again on their own, after 1 minute, then 2, 4 and so on up to every 6 hours. After ${maxAttempts} tries or ${maxAgeHours} hours the journal gives up on a message; it stays here for ${keptDays} days, and Retry now tries it once more.`,
  mailGaveUp: (when: string) => `Gave up on ${when}`,
  noSweeps: 'The storage clean-up has not run yet.',
  publishFailed: 'Failed to publish submission',
  publishSlugInvalid: 'Use lower-case letters, digits and single hyphens',
  chooseVolume: 'Choose a volume',
  chooseIssue: 'Choose an issue',
  published: (title: string) => `“${title}” is published.`,
} as const;

export const publicMessages = {
  fetchArticlesFailed: 'Failed to fetch articles',
  articleNotFound: 'Article not found',
  volumeNotFound: 'Volume not found',
  issueNotFound: 'Issue not found',
  pdfFailed: (message: string) => `Failed to download PDF: ${message}`,
  noPdf: 'No PDF available',
  noArticlesInIssue: 'No articles found.',
  pageNotFound: '404 - Page Not Found',
  searchQueryRequired: 'A search term is required',
  searchQueryTooLong: 'The search term must be at most 200 characters',
  imageNotFound: 'This article has no cover image',
} as const;

/** The scholarly record: identifiers, contributors and journal settings (docs/decisions.md "Scholarly record"). */
export const scholarlyMessages = {
  invalidOrcid:
    'ORCID iD must be 16 digits in groups of four, the last a digit or X, with a valid check digit (for example 0000-0002-1825-0097)',
  invalidRor: 'ROR ID must be a ror.org identifier such as https://ror.org/03yrm5c26',
  invalidDoi: 'DOI must look like 10.1234/suffix, with a suffix after the slash',
  doiOutsidePrefix: (prefix: string) => `DOI must begin with the journal's prefix ${prefix}/`,
  doiTaken: (doi: string) => `The DOI ${doi} is already given to another article`,
  doiPrefixRequired: "Set the journal's DOI prefix on the Journal tab before assigning DOIs",
  invalidIssn: (label: string) => `${label} must be an ISSN with a valid check digit (for example 2049-3630)`,
  sameIssns: 'The online and print ISSN must differ',
  invalidDoiPrefix: 'DOI prefix must look like 10.1234',
  invalidDoiPattern:
    'DOI suffix pattern may use letters, digits, . - _ ; ( ) / and the fields {abbrev}, {year}, {volume}, {issue}, {slug} and {id}, and must contain {slug} or {id}',
  invalidLanguage: 'Language must be a two-letter ISO 639-1 code such as en',
  invalidDate: 'Dates must be written YYYY-MM-DD',
  invalidLicenceUrl: 'Licence URL must be a web address',
  contributorsRequired: 'At least one author is required',
  tooManyContributors: (max: number) => `At most ${max} authors can be listed`,
  invalidContributors: 'Authors must be a list of objects with given names, family name and affiliations',
  invalidFunding: 'Funding must be a list of objects with a funder and an award number',
  pagesOrNumber: 'Give either an article number or pages, not both',
  journalSaved: 'Journal settings saved',
  journalSaveFailed: 'Failed to save journal settings',
} as const;

/** What stops an export (Crossref deposit, DOAJ, JATS) from being written. */
export const exportMessages = {
  articleWithoutDoi: (title: string) =>
    `The article "${title}" has no DOI yet; give it one before depositing its issue with Crossref`,
  depositorMissing:
    'Set the Crossref depositor name, depositor e-mail and registrant on the Journal tab before exporting a deposit',
  issnMissing: "Set the journal's online or print ISSN on the Journal tab before exporting",
  noArticles: 'This issue has no articles to export yet',
} as const;

/** Depositing an issue with Crossref from the Archives tab, and why a deposit could not be sent. */
export const crossrefMessages = {
  usernameMissing: 'the Functions secret CROSSREF_USERNAME is not set',
  passwordMissing: 'the Functions secret CROSSREF_PASSWORD is not set',
  depositUrlInvalid: 'CROSSREF_DEPOSIT_URL is not an https address',
  notConfigured: (problems: readonly string[]) =>
    `Depositing with Crossref is not configured: ${problems.join('; ')}.`,
  testSystem: (host: string) =>
    `Deposits go to Crossref's test system (${host}): nothing sent from here registers a DOI.`,
  liveSystem: (host: string) => `Deposits go to Crossref (${host}) and register the issue's DOIs.`,
  unreachable: (host: string) =>
    `Crossref (${host}) could not be reached, so nothing was deposited. Try again later.`,
  refused: (host: string, status: number) => {
    const advice =
      status === 401 || status === 403
        ? 'Check the Crossref username and password.'
        : status === 429 || status === 503
          ? 'Crossref is busy; try again later.'
          : 'Try again later.';
    return `Crossref (${host}) answered HTTP ${status}, so the deposit was not received. ${advice}`;
  },
  confirmDeposit: (issue: string) =>
    `Send every article of ${issue} to Crossref? Crossref registers or updates their DOIs and mails its report to the depositor e-mail.`,
  deposited: (issue: string, batchId: string) =>
    `${issue} was sent to Crossref as batch ${batchId}. Crossref processes it and mails its report to the depositor e-mail.`,
  depositFailed: 'Failed to deposit with Crossref',
  downloadFailed: (what: string) => `Failed to download the ${what}`,
  neverDeposited: 'Not deposited yet',
  lastDeposit: (batchId: string, when: string) => `Batch ${batchId}, sent ${when}`,
} as const;

/** Citations: the cite address's refusals (no screen makes a bad one) and the article page's Cite box. */
export const citationMessages = {
  unknownFormat: (formats: readonly string[]) => `format must be one of ${formats.join(', ')}`,
  unknownStyle: (styles: readonly string[]) => `style must be one of ${styles.join(', ')}`,
  unknownOutput: 'as must be text or html',
  formatOrStyle:
    'Ask for either a file (format=bibtex, ris or csl-json) or a formatted reference (style=, and as=text or html)',
  copied: (style: string) => `${style} citation copied to the clipboard.`,
  copyRefused: 'Copying is not allowed here. Select the citation text and copy it.',
  loadFailed: 'The citation could not be loaded.',
} as const;

/** Messages of the API itself, for requests no screen makes. */
export const apiMessages = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  expectedMultipart: 'Expected a multipart/form-data body with a boundary',
  malformedMultipart: 'The multipart body is malformed or incomplete',
  unsafeFileName: 'File names may not contain folders or path separators',
  unexpectedFile: (field: string) => `Unexpected file field: ${field}`,
  tooMany: (what: 'files' | 'fields' | 'parts') => `Too many ${what} in the request`,
  fieldTooLong: (field: string) => `The field ${field} is too long`,
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  seeding: 'The journal is still loading its demo content. Please try again in a moment.',
  featuredNewestOnly: 'Featured articles can only be listed newest first.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidSlug: 'Slugs may contain only lower-case letters, digits and hyphens',
  invalidQuery: 'Invalid query parameters',
  badCursor: 'This page link is not valid any more. Start again from the first page.',
} as const;

/** An article's HTML full text, converted from a Word manuscript (docs/decisions.md "Full text"). */
export const fullTextMessages = {
  docxOnly: 'The full text must be a Word document (.docx)',
  tooLarge: 'The Word document exceeds the 10MB limit',
  unreadable:
    'This Word document could not be read. Open it in Word, save it again as .docx and upload it again.',
  tooLong: (maxKb: number) =>
    `This Word document makes a full text longer than ${maxKb} KB; split it or move its appendices to the PDF`,
  unpacksTooLarge: (maxMb: number) =>
    `This Word document unpacks to more than ${maxMb} MB; save its pictures as JPEG or PNG, or move its appendices to the PDF`,
  tooManyFigures: (max: number) => `A full text can hold at most ${max} figures`,
  notFound: 'This article has no full text',
  figureNotFound: 'Figure not found',
  attached: (title: string) => `The full text of “${title}” is ready.`,
  removed: 'Full text removed',
  confirmRemove: 'Remove the full text of this article? The PDF stays.',
  attachFailed: 'Failed to attach the full text',
  removeFailed: 'Failed to remove the full text',
  manuscriptNotWord: "This submission's manuscript is not a Word (.docx) file",
  contents: 'Contents',
  notes: 'Notes',
  backToReference: (n: string) => `Back to reference ${n}`,
  tableRegion: (n: number) => `Table ${n}, scrolls sideways`,
  // What the conversion saw that the editor may want to fix in the Word file.
  figureWithoutAlt: (n: number) =>
    `Figure ${n} has no alternative text: add one in Word (right-click the picture, Edit Alt Text) so that readers who cannot see it know what it shows`,
  externalImageDropped:
    'An image linked from outside the document was left out: insert the picture itself into the Word file',
  unsafeLinkDropped: (text: string) =>
    `The link on “${text}” was removed: only web (http, https) and e-mail links are kept`,
  unreadableImage: (n: number) => `Figure ${n} could not be read as an image and was left out`,
  equationDropped:
    'An equation was left out: the full text cannot show Word equations; insert it as a picture with alternative text, or leave readers to the PDF',
} as const;
