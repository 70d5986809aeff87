// fontverter ships no declarations: the part of its interface the web tests use.
declare module 'fontverter' {
  export function convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
