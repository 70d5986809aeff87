import { Router } from 'express';

export const searchRouter = Router();
