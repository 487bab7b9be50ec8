/** One block of a legal text: a paragraph, a bullet list or a table. */
export type LegalBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

/** A legal document as data: rendered by `LegalDocument`, translated key for key. */
export type LegalDoc = {
  title: string;
  updated: string;
  effective: string;
  intro: string[];
  sections: LegalSection[];
};
