import { Router } from 'express';

export const citationsRouter = Router();
