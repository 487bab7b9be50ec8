import v8 from 'node:v8';

/**
 * V8 flags for PGlite's WebAssembly (PostgreSQL compiled to WASM, ~9 MB of code). By default V8
 * compiles it with Liftoff on several threads at once, then recompiles the hot functions with
 * TurboFan while queries run; each concurrent compile holds its own zone memory, and both tiers'
 * code stays resident. `--liftoff-only` keeps the baseline tier alone. Measured on Node 20 opening
 * an existing database and importing a 30,000-house roster (bench/roster-import.ts): open ~290 →
 * ~250 MB RSS, import peak ~395 → ~350 MB, total CPU the same (the import's SQL takes ~10% more,
 * opening and the check step less: nothing is compiled twice). `--wasm-num-compilation-tasks=1`
 * lowered the open only; TurboFan's tier-up during the import then cost as much as before.
 *
 * NODE_OPTIONS refuses these V8 flags, so they are set at run time, before the first PGlite
 * compiles its module (which every later PGlite of the process reuses). On the command line
 * `--liftoff-only` implies the other two; set at run time it does not on Node 24 (V8 13), where
 * it then saved ~40 MB instead of ~200 MB of that version's ~500 MB open. Checked on Node 20, 22, 24.
 */
export const PGLITE_WASM_V8_FLAGS = [
  '--liftoff-only',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
] as const;

let applied = false;

/** Sets {@link PGLITE_WASM_V8_FLAGS} once; call before the first `new PGlite`. */
export function applyPgliteWasmFlags(): void {
  if (applied) return;
  applied = true;
  for (const flag of PGLITE_WASM_V8_FLAGS) v8.setFlagsFromString(flag);
}
