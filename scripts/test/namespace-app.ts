/**
 * What a test namespace's API process serves (namespace-api.ts): the API and site apps behind one
 * server as Hosting puts them, and the `mailDelivery` trigger for the namespace's outbox. Bundled
 * apart from the process that loads it (api-bundles.ts), so that the process can load it afresh
 * for each namespace it serves.
 */
export { startOutboxTrigger } from './outbox-trigger';
export { startSiteServer } from './site-server';
