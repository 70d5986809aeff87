import { Router } from 'express';

export const issuesRouter = Router();
