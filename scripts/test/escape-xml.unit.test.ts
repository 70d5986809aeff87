/**
 * The escaping of the demo content's generated files (lib/escape-xml.ts: the cover images' SVG
 * and the Word documents' XML): a title with markup or quotes stays text, in an element or in an
 * attribute.
 */
import { expect, it } from 'vitest';
import { escapeXml } from '../lib/escape-xml';

it('writes the five markup characters as numeric references, and nothing else', () => {
  expect(escapeXml(`<script>alert("x")</script> & 'dams' / Ω 🚀`)).toBe(
    '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;dams&#39; / Ω 🚀',
  );
  expect(escapeXml('&amp;')).toBe('&#38;amp;');
});
