/**
 * An issue's scholarly record for the admin (behind requireAdmin, as every /api/admin/** route:
 * app.ts): its Crossref deposit and DOAJ article XML as files to download, the deposit sent to
 * Crossref, and what the dashboard shows about depositing.
 */
import { Router } from 'express';
import { exportApi } from '@journal/common/contracts/exports-routes';
import { methodNotAllowed } from '../http/errors';
import { sendXmlFile } from '../http/xml-file';
import { crossrefStatus, depositIssue } from '../services/crossref-deposits';
import { crossrefExport, doajExport } from '../services/scholarly-exports';

export const adminExportsRouter = Router();

adminExportsRouter
  .route(exportApi.crossrefXml.pattern)
  .get(async (req, res) => {
    sendXmlFile(res, await crossrefExport(req.params.id), { disposition: 'attachment' });
  })
  .all(methodNotAllowed);

adminExportsRouter
  .route(exportApi.doajXml.pattern)
  .get(async (req, res) => {
    sendXmlFile(res, await doajExport(req.params.id), { disposition: 'attachment' });
  })
  .all(methodNotAllowed);

adminExportsRouter
  .route(exportApi.crossrefDeposit.pattern)
  .post(async (req, res) => {
    res.status(201).json({ status: 201, data: await depositIssue(req.params.id) });
  })
  .all(methodNotAllowed);

adminExportsRouter
  .route(exportApi.crossrefStatus.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: await crossrefStatus() });
  })
  .all(methodNotAllowed);
