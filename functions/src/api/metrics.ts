import { Router } from 'express';

export const metricsRouter = Router();
