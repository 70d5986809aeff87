/** The admin's view of authors (mounted under /api/admin, behind requireAdmin). */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors';
import { deleteUser, listUsers } from '../services/users';

export const adminUsersRouter = Router();

adminUsersRouter
  .route('/users')
  .get(async (_req, res) => {
    res.json({ status: 200, data: await listUsers() });
  })
  .all(methodNotAllowed);

adminUsersRouter
  .route('/users/:id')
  .delete(async (req, res) => {
    const id = String(req.params.id);
    await deleteUser(id);
    res.json({ status: 200, data: { _id: id } });
  })
  .all(methodNotAllowed);
