// Types of scripts/check-module-cycles.mjs for its unit spec (the script runs under plain Node, without a build).
export interface ModuleImport {
  file: string;
  line: number;
  specifier: string;
}
export type ModuleEdges = Map<string, Map<string, ModuleImport>>;
export function importsOf(source: string): { specifier: string; line: number }[];
export function moduleGraph(files: readonly { file: string; source: string }[]): ModuleEdges;
export function cyclesOf(edges: ModuleEdges): string[][];
export function formatCycles(edges: ModuleEdges, cycles: string[][], modulesDir?: string): string;
export function sourcesUnder(dir: string): { file: string; source: string }[];
