// The apps' builds as tests read them: their output folders, the webpack set-up's own modules, and small
// fixture builds with the webpack the apps build with.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server';

export const APPS = ['shell', 'student-app', 'teacher-app', 'admin-app'] as const;

/** Files of a folder, recursively, relative to it. */
export function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** A module of the webpack set-up (plain JavaScript), loaded as the apps' configs load it. */
export const loadBuildModule = (file: string) => import(pathToFileURL(path.join(repoRoot, file)).href);

/** The webpack the apps build with (untyped here: its types are not e2e's dependency). */
export const webpack = createRequire(path.join(repoRoot, 'shell', 'package.json'))('webpack');

export interface BuildStats {
  hasErrors(): boolean;
  toString(options: string): string;
}

/** Runs one webpack build of `config`: its stats, errors or not (a failure to run at all rejects). */
export function build(config: object): Promise<BuildStats> {
  return new Promise((resolve, reject) =>
    webpack(config, (error: Error | null, stats: BuildStats) => (error ? reject(error) : resolve(stats))),
  );
}
