/**
 * Escaping of every value the `site` function writes into a page's head or an XML document
 * (src/markup/escape.ts, src/markup/xml.ts): markup in a title stays text, a quote cannot end an
 * attribute, JSON-LD cannot close its script, and XML never holds a character XML forbids.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, scriptJson } from '../src/markup/escape';
import { element, isoSeconds, textElement, XML_DECLARATION } from '../src/markup/xml';

const HOSTILE = `<script>alert("x")</script> & 'dams' / Ω 🚀`;

describe('HTML', () => {
  it('escapes the five characters that could open markup or end an attribute, and nothing else', () => {
    expect(escapeHtml(HOSTILE)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;dams&#39; / Ω 🚀',
    );
  });

  it('escapes an entity again, so that it shows as typed', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });
});

describe('XML', () => {
  it('escapes with the entities XML defines', () => {
    expect(escapeXml(HOSTILE)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;dams&apos; / Ω 🚀',
    );
  });

  it('drops the control characters XML 1.0 forbids and keeps tab, line feed and carriage return', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\rf\u000bg\u000ch\u001fi\ufffej\uffffk')).toBe(
      'abc\td\ne\rfghijk',
    );
  });

  it('builds elements with every attribute and text escaped once, leaving out undefined attributes', () => {
    expect(element('set', { name: 'x"y', missing: undefined, count: 3 })).toBe(
      '<set name="x&quot;y" count="3"/>',
    );
    expect(element('record', {}, ['<a/>', '<b/>'])).toBe('<record><a/><b/></record>');
    expect(textElement('dc:title', 'A & <B> "C"', { 'xml:lang': "e'n" })).toBe(
      '<dc:title xml:lang="e&apos;n">A &amp; &lt;B&gt; &quot;C&quot;</dc:title>',
    );
  });

  it('declares UTF-8 and writes dates to the second, in UTC', () => {
    expect(XML_DECLARATION).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(isoSeconds(new Date('2025-03-14T08:00:00.999Z'))).toBe('2025-03-14T08:00:00Z');
    expect(isoSeconds(new Date('2025-03-14T10:00:00+02:00'))).toBe('2025-03-14T08:00:00Z');
  });
});

describe('JSON-LD', () => {
  const value = { headline: '</script><script>alert(1)</script><!-- & -->', note: 'a\u2028b\u2029c' };

  it('cannot close its script or open a comment, and reads back as the same value', () => {
    const json = scriptJson(value);
    expect(json).toBe(
      '{"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e",' +
        '"note":"a\\u2028b\\u2029c"}',
    );
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
