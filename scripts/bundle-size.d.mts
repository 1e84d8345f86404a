import type { Browser, BrowserContextOptions } from 'playwright-core';

export interface MeasuredFile {
  file: string;
  gzip: number;
}
export const LOGIN_ROUTE_BUDGET: number;
export const ROUTE_BUDGET: number;
export function gzipBytes(file: string): number;
export function buildFloor(outDir?: string): { files: MeasuredFile[]; gzip: number };
export function measureRoute(
  browser: Browser,
  url: string,
  options: { appDist: string; storageState?: BrowserContextOptions['storageState'] },
): Promise<{ finalPath: string; files: MeasuredFile[]; gzip: number }>;
export function kB(bytes: number): string;
