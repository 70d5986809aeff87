/**
 * GET /api/health: `ready` when the API can serve. Under `npm start` (JOURNAL_DEMO_SEED=1) it
 * answers 503 `seeding` until the demo seed's last write, which is what the end-to-end suite
 * waits for; a separate API process with a project of its own shows that before and after.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@journal/common/messages';
import { startFaultApi, type ApiProcess } from './fault-api-process';
import { useApi } from './harness';

const urls = useApi();

describe('GET /api/health', () => {
  it('answers ready, never cached', async () => {
    const res = await fetch(`${urls.api}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 200, data: { state: 'ready' } });
  });

  it('answers 405 to anything but GET', async () => {
    expect((await fetch(`${urls.api}/api/health`, { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /api/health on a stack that seeds demo content', () => {
  const project = `demo-journal-health-${process.pid}`;
  const env = { ...process.env, GCLOUD_PROJECT: project, JOURNAL_DEMO_SEED: '1' };
  const started: ApiProcess[] = [];
  afterAll(async () => {
    for (const api of started) await api.kill();
  });

  it('answers 503 seeding until the seed marks itself complete, then ready', async () => {
    const api = await startFaultApi(env);
    started.push(api);
    const health = `${api.url}/api/health`;

    const before = await fetch(health);
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({
      status: 503,
      code: 'seeding',
      message: apiMessages.seeding,
      data: { state: 'seeding' },
    });

    const markerScript = fileURLToPath(new URL('./fixtures/mark-seed-complete.ts', import.meta.url));
    const marker = spawn(process.execPath, ['--import', 'tsx', markerScript], { env, stdio: 'inherit' });
    expect(await new Promise((resolve) => marker.once('exit', resolve))).toBe(0);

    const after = await fetch(health);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 200, data: { state: 'ready' } });
  });
});
