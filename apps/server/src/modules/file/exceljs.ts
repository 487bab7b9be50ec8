import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
// The UTF-8 fix must run before exceljs loads (see exceljs-utf8.ts). An ESM `import` of exceljs
// could be loaded while modules are still linking, before the fix runs, so we require it here.
import './exceljs-utf8';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs') as typeof ExcelJSModule;

export default ExcelJS;
