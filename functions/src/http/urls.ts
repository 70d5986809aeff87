import type { Request } from 'express';
import { config } from '../config';

/**
 * The site's public origin: SITE_URL when configured, else the origin the request came in on
 * (Hosting forwards the original host in X-Forwarded-Host).
 */
export function siteOrigin(req: Request): string {
  if (config.siteUrl) return config.siteUrl;
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || '127.0.0.1';
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol || 'http';
  return `${proto}://${host}`;
}
