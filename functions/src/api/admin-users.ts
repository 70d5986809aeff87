/** The admin's view of authors (behind requireAdmin, as every /api/admin/** route: app.ts). */
import { Router } from 'express';
import { adminPageQuerySchema } from '@journal/common/contracts/paging';
import { userApi } from '@journal/common/contracts/users-routes';
import { methodNotAllowed } from '../http/errors';
import { parsePageQuery } from '../services/paging';
import { deleteUser, listUsersPage } from '../services/users';

export const adminUsersRouter = Router();

adminUsersRouter
  .route(userApi.adminList.pattern)
  .get(async (req, res) => {
    res.json({ status: 200, ...(await listUsersPage(parsePageQuery(adminPageQuerySchema, req.query))) });
  })
  .all(methodNotAllowed);

adminUsersRouter
  .route(userApi.adminDetail.pattern)
  .delete(async (req, res) => {
    const id = req.params.id;
    await deleteUser(id);
    res.json({ status: 200, data: { _id: id } });
  })
  .all(methodNotAllowed);
