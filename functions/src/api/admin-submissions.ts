import { Router } from 'express';

export const adminSubmissionsRouter = Router();
