import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { isDict, isName, isRef, Lexer, type PdfDict, type PdfFile, type PdfValue } from './pdf-objects';

/**
 * The fast path for a scanner's PDF, where each page is nothing but one JPEG covering it. pdfjs
 * would decode that JPEG in JavaScript, copy it between its two halves and draw it on a canvas
 * (~0.5 s a page on this machine); here the JPEG's bytes are taken from the file as they are and
 * decoded by sharp (libjpeg-turbo) straight to grey at the page's 150 dpi size (~15 ms).
 *
 * A page is taken this way only when it certainly looks the same as drawn: its content is only
 * q/Q/cm and one Do of an 8-bit DCTDecode image without mask, decode array or other filter,
 * the image drawn upright over exactly the page's MediaBox, the page not rotated. Anything
 * else, or anything in the file this small reader cannot parse, goes to pdfjs.
 */
export type PageInfo = { dict: PdfDict; mediaBox: number[]; rotate: number; resources: PdfDict | undefined };

export class ScannedPdf {
  readonly pages: PageInfo[] = [];

  constructor(readonly file: PdfFile) {
    const root = file.get(file.trailer.get('Root'));
    if (!isDict(root)) throw new Error('pdf: no catalog');
    this.walk(root.get('Pages'), { mediaBox: [0, 0, 612, 792], rotate: 0, resources: undefined }, 0);
  }

  private readonly visited = new Set<number>();

  private walk(ref: PdfValue | undefined, inherited: Omit<PageInfo, 'dict'>, depth: number) {
    // A node seen twice (a cycle, or kids listed again) or a tree too deep: pdfjs judges the file.
    if (isRef(ref)) {
      if (this.visited.has(ref.num)) throw new Error('pdf: page tree node seen twice');
      this.visited.add(ref.num);
    }
    const node = this.file.get(ref);
    if (!isDict(node) || depth > 32) throw new Error('pdf: bad page tree');
    const mediaBox = this.file.get(node.get('MediaBox'));
    const rotate = this.file.get(node.get('Rotate'));
    const resources = this.file.get(node.get('Resources'));
    const here = {
      mediaBox: Array.isArray(mediaBox)
        ? mediaBox.map((v) => this.file.get(v) as number)
        : inherited.mediaBox,
      rotate: typeof rotate === 'number' ? rotate : inherited.rotate,
      resources: isDict(resources) ? resources : inherited.resources,
    };
    const kids = this.file.get(node.get('Kids'));
    if (isName(node.get('Type'), 'Pages') || Array.isArray(kids)) {
      if (!Array.isArray(kids)) throw new Error('pdf: pages without kids');
      for (const kid of kids) this.walk(kid, here, depth + 1);
    } else this.pages.push({ dict: node, ...here });
  }

  /** The JPEG of page `index` when the page is only that JPEG, else null. */
  pageJpeg(index: number): { jpeg: Uint8Array; widthPt: number; heightPt: number } | null {
    const page = this.pages[index];
    if (!page || page.rotate % 360 !== 0 || page.mediaBox.length !== 4) return null;
    const [x0, y0, x1, y1] = page.mediaBox as [number, number, number, number];
    const drawn = this.singleImageDraw(page);
    if (!drawn) return null;
    const [a, b, c, d, e, f] = drawn.matrix as [number, number, number, number, number, number];
    const near = (u: number, v: number) => Math.abs(u - v) <= 0.5;
    if (!(near(b, 0) && near(c, 0) && near(a, x1 - x0) && near(d, y1 - y0) && near(e, x0) && near(f, y0)))
      return null;
    const xobjects = this.file.get(page.resources?.get('XObject'));
    if (!isDict(xobjects)) return null;
    const image = this.file.stream(this.file.get(xobjects.get(drawn.name)));
    const dict = image.dict;
    const filters = [this.file.get(dict.get('Filter'))].flat();
    const colourSpace = this.file.get(dict.get('ColorSpace'));
    const plainColour = isName(colourSpace, 'DeviceGray') || isName(colourSpace, 'DeviceRGB');
    if (
      !isName(this.file.get(dict.get('Subtype')), 'Image') ||
      filters.length !== 1 ||
      !isName(filters[0], 'DCTDecode') ||
      !plainColour ||
      this.file.get(dict.get('BitsPerComponent')) !== 8 ||
      dict.has('SMask') ||
      dict.has('Mask') ||
      dict.has('Decode') ||
      dict.get('ImageMask') === true
    )
      return null;
    return { jpeg: this.file.rawData(image), widthPt: x1 - x0, heightPt: y1 - y0 };
  }

  /** The one XObject the page draws and the matrix it is drawn with, when the content is only that. */
  private singleImageDraw(page: PageInfo): { name: string; matrix: number[] } | null {
    const contents = this.file.get(page.dict.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [contents];
    const streams = parts.map((part) =>
      this.file.streamData(this.file.stream(isRef(part) ? this.file.get(part) : part)),
    );
    const bytes = Buffer.concat(streams.flatMap((s) => [s, Buffer.from('\n')]));
    const lexer = new Lexer(bytes);
    let ctm = [1, 0, 0, 1, 0, 0];
    const saved: number[][] = [];
    const operands: PdfValue[] = [];
    let drawn: { name: string; matrix: number[] } | null = null;
    while (!lexer.atEnd()) {
      const token = lexer.word(true);
      if (/^[a-zA-Z'"]+\*?$/.test(token) && token !== 'true' && token !== 'false' && token !== 'null') {
        lexer.word();
        if (token === 'q') saved.push(ctm);
        else if (token === 'Q') ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
        else if (token === 'cm' && operands.length === 6 && operands.every((v) => typeof v === 'number'))
          ctm = multiply(operands as number[], ctm);
        else if (token === 'Do' && !drawn && operands.length === 1 && isName(operands[0]))
          drawn = { name: operands[0].name, matrix: ctm };
        else return null;
        operands.length = 0;
      } else operands.push(lexer.value());
    }
    return drawn;
  }
}

/** [a b c d e f] of m applied before n (PDF's `cm`: new CTM = m × CTM). */
function multiply(m: number[], n: number[]): number[] {
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  const [A, B, C, D, E, F] = n as [number, number, number, number, number, number];
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** Decodes a page's JPEG to grey at `width`×`height` (the page at the render scale). */
export async function jpegPageGrey(jpeg: Uint8Array, width: number, height: number): Promise<GreyImage> {
  let pipeline = sharp(jpeg, { failOn: 'none', limitInputPixels: 80_000_000 });
  const meta = await pipeline.metadata();
  if (meta.width !== width || meta.height !== height)
    pipeline = pipeline.resize({ width, height, fit: 'fill', kernel: 'linear' });
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}
