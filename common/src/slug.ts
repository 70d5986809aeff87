/** Slugs are lower-case letters, digits and single hyphens between them (docs/decisions.md "Archive"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/** docs/decisions.md "Archive": the PDF is named from the title with non-alphanumeric characters replaced by hyphens. */
export function pdfFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '-')}.pdf`;
}
