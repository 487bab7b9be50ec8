import type { FigureKey } from './help-figures';

export type HelpStep = { title: string; body: string[]; figure: FigureKey; alt: string };

export type HelpPart = { id: string; heading: string; intro: string; steps: HelpStep[] };

/** A step-by-step guide as data: parts of numbered steps, each with a drawing, then tips. */
export type HelpGuide = {
  title: string;
  intro: string;
  parts: HelpPart[];
  tips: { id: string; heading: string; items: string[] };
};
