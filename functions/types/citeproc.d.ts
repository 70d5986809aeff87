// citeproc (citeproc-js in CommonJS) ships no type declarations: the part of its API the
// functions use (functions/src/citation/reference-engine.ts), as its documentation describes it.
declare module 'citeproc' {
  namespace CSL {
    interface Sys {
      /** A locale's XML (locales-xx-XX.xml), or false when there is none: the engine falls back. */
      retrieveLocale(lang: string): string | false;
      /** The CSL-JSON item of an id the engine was given. */
      retrieveItem(id: string): unknown;
    }

    interface BibliographyParams {
      bibstart: string;
      bibend: string;
    }

    class Engine {
      constructor(sys: Sys, style: string, lang?: string, forceLang?: boolean);
      setOutputFormat(format: 'text' | 'html'): void;
      updateItems(ids: string[]): void;
      /** The bibliography of the items updated, or false when the style has none. */
      makeBibliography(): [BibliographyParams, string[]] | false;
    }
  }

  export = CSL;
}
