// subset-font ships no declarations: the part of its interface web/build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** OpenType feature tags to keep; every feature when left out. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
