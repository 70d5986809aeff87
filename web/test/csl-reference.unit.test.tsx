// @vitest-environment jsdom
/**
 * The Cite box draws the API's HTML reference (citeproc-js's output) as React elements, keeping
 * only the markup a CSL style makes: whatever else the HTML held is drawn as text, never as markup.
 */
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CslReference } from '../src/features/archive/components/csl-reference';

it('keeps a style’s markup and draws anything else as its text', () => {
  const { container } = render(
    <CslReference
      html={
        '<div class="csl-bib-body">\n  <div class="csl-entry">\n    <div class="csl-left-margin">[1]</div>' +
        '<div class="csl-right-inline" onclick="alert(1)">A. Zulu, “Grids,” <i>Zambezi J.</i>, ' +
        '<span style="font-variant:small-caps;">vol</span> 2<sup>nd</sup>' +
        '<img src="x" onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">link</a>' +
        '<b class="evil csl-block">B</b></div>\n  </div>\n</div>'
      }
    />,
  );
  expect(container.querySelectorAll('img, script, a, [onclick], [onerror], [href]')).toHaveLength(0);
  expect(container.querySelector('.csl-entry .csl-left-margin')?.textContent).toBe('[1]');
  expect(container.querySelector('.csl-right-inline i')?.textContent).toBe('Zambezi J.');
  expect(container.querySelector('sup')?.textContent).toBe('nd');
  expect((container.querySelector('span') as HTMLElement).style.fontVariant).toBe('small-caps');
  expect(container.querySelector('b')?.className).toBe('csl-block');
  expect(container.textContent).toContain('A. Zulu, “Grids,” Zambezi J., vol 2ndalert(3)linkB');
});
