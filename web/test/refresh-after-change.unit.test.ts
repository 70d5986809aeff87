/**
 * A list whose first load is still on its way when the admin changes something (creates an
 * article while the articles are loading) must fetch again: the answer on its way was made
 * before the change. Real TanStack Query, with fetches the test answers when it chooses.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterChange } from '../src/lib/refresh-after-change';

interface Answer {
  promise: Promise<string[]>;
  resolve(titles: string[]): void;
}

function answer(): Answer {
  let resolve!: (titles: string[]) => void;
  const promise = new Promise<string[]>((done) => (resolve = done));
  return { promise, resolve };
}

/** An articles list on screen whose fetches wait for the test's answers, in order. */
function articlesOnScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = [answer(), answer()];
  let fetches = 0;
  const nextAnswer = () => answers[fetches++]!.promise;
  const observer = new QueryObserver(client, { queryKey: ['articles', 'admin-list'], queryFn: nextAnswer });
  const unsubscribe = observer.subscribe(() => {});
  return {
    client,
    answers,
    fetches: () => fetches,
    shown: () => observer.getCurrentResult().data,
    settled: () => client.getQueryCache().find({ queryKey: ['articles', 'admin-list'] })!.promise,
    unsubscribe,
  };
}

describe('refreshing after a change', () => {
  it('fetches again a list still on its first load, and shows the answer made after the change', async () => {
    const list = articlesOnScreen();
    expect(list.fetches()).toBe(1);
    const refreshed = refreshAfterChange(list.client, ['articles']);
    list.answers[0]!.resolve(['Older article']);
    list.answers[1]!.resolve(['New article', 'Older article']);
    await refreshed;
    expect(list.fetches()).toBe(2);
    expect(list.shown()).toEqual(['New article', 'Older article']);
    list.unsubscribe();
  });

  it('is needed: an invalidation alone is handed the first load on its way, made before the change', async () => {
    const list = articlesOnScreen();
    const invalidated = list.client.invalidateQueries({ queryKey: ['articles'] });
    list.answers[0]!.resolve(['Older article']);
    await invalidated;
    await list.settled();
    expect(list.fetches()).toBe(1);
    expect(list.shown()).toEqual(['Older article']);
    list.unsubscribe();
  });
});
