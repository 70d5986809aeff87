import { Router } from 'express';

export const adminUsersRouter = Router();
