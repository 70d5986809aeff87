import { Router } from 'express';

export const adminArchiveRouter = Router();
