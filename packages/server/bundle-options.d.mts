import type { BuildOptions } from 'esbuild';

export function serverBundleOptions(entry: string, outfile: string): BuildOptions;
