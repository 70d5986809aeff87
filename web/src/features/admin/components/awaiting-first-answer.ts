/**
 * Whether a screen should wait for a notice's first answer before it shows what stands below
 * the notice. Arriving later, the notice would push that content down under a pointer already
 * on its way to a button in it. Once a first try has failed the screen waits no longer: the
 * retries can take seconds, and the content is shown without the notice meanwhile.
 */
export function awaitingFirstAnswer(query: { isPending: boolean; failureCount: number }): boolean {
  return query.isPending && query.failureCount === 0;
}
