/**
 * The journal's settings for the admin's Journal tab (behind requireAdmin, as every
 * /api/admin/** route: app.ts): read them, and replace them whole with what the form checked.
 */
import { Router } from 'express';
import { journalSettingsSchema } from '@journal/common/contracts/journal';
import { journalApi } from '@journal/common/contracts/journal-routes';
import { methodNotAllowed } from '../http/errors';
import { parseBody } from '../http/input';
import { readJournalSettings, saveJournalSettings } from '../services/journal-settings';

export const adminJournalRouter = Router();

adminJournalRouter
  .route(journalApi.settings.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: await readJournalSettings() });
  })
  .put(async (req, res) => {
    const settings = parseBody(journalSettingsSchema, req.body);
    res.json({ status: 200, data: await saveJournalSettings(settings) });
  })
  .all(methodNotAllowed);
