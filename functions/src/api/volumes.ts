import { Router } from 'express';

export const volumesRouter = Router();
