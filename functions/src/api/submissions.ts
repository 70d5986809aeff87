import { Router } from 'express';

export const submissionsRouter = Router();
