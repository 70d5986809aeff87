import { Router } from 'express';

export const articlesRouter = Router();
