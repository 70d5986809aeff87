/**
 * The one way a form validates with a zod schema. The site's Content-Security-Policy forbids
 * eval (common/src/security-headers.ts); zod would try `new Function` once, to compile its object
 * parsers, and the browser would report the refusal as a policy violation. Zod is told to parse
 * without compiling here, before any form parses, rather than in the app's entry: zod is not
 * part of a public page's download, and only forms parse in the browser.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

config({ jitless: true });

export const schemaResolver = zodResolver;
