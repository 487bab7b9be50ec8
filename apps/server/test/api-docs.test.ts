import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH, renderApiDocs } from '../scripts/generate-api-docs';

describe('docs/api.md', () => {
  it('matches the routes the server registers (run `npm run docs:api` after changing a route)', async () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(await renderApiDocs());
  });
});
