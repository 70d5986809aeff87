/**
 * An article's full text for the editor (behind requireAdmin, as every /api/admin/** route):
 * its status and the conversion's warnings, a Word file to convert (replacing the current text),
 * and its removal.
 */
import { Router } from 'express';
import { articleApi } from '@journal/common/contracts/articles-routes';
import {
  FULL_TEXT_FIELD,
  fullTextErrors,
  MAX_FULL_TEXT_DOCX_BYTES,
} from '@journal/common/contracts/full-text';
import { fullTextMessages } from '@journal/common/messages';
import { HttpError, methodNotAllowed } from '../http/errors';
import { presentFile, readMultipart } from '../http/multipart';
import { attachFullText, readFullTextStatus, removeFullText } from '../services/full-texts';

export const adminFullTextRouter = Router();

adminFullTextRouter
  .route(articleApi.adminFullText.pattern)
  .get(async (req, res) => {
    res.json({ status: 200, data: await readFullTextStatus(req.params.id) });
  })
  .put(async (req, res) => {
    const { files } = await readMultipart(req, {
      files: { [FULL_TEXT_FIELD]: { maxBytes: MAX_FULL_TEXT_DOCX_BYTES, tooLarge: fullTextErrors.tooLarge } },
    });
    const word = presentFile(files[FULL_TEXT_FIELD]);
    if (!word) throw new HttpError(fullTextErrors.missing);
    const data = await attachFullText(req.params.id, { data: word.data, name: word.fileName });
    res.json({ status: 200, data });
  })
  .delete(async (req, res) => {
    await removeFullText(req.params.id);
    res.json({ status: 200, message: fullTextMessages.removed });
  })
  .all(methodNotAllowed);
