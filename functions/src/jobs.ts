/**
 * What the event and scheduled functions run (index.ts), in a bundle of their own (build.mts):
 * no request-serving function loads the mail sender, the sweeper or the snapshot builder.
 */
export { deliverDueMail, deliverQueuedMail, purgeFinishedMail } from './services/mail';
export { refreshSearchSnapshot } from './services/search-snapshot';
export { sweepOrphans } from './services/sweeper';
