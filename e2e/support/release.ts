// Builds a release of one role app as its team would: the app's own sources, one text changed, built alone with
// its own webpack config into a folder of static files. Nothing else is built, and the workspace is untouched:
// the release is made in a copy of the app beside the others (so its config finds ../webpack), sharing the
// app's installed dependencies.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server';

const run = promisify(execFile);

export type RoleApp = 'student-app' | 'teacher-app' | 'admin-app';

export interface ReleaseOptions {
  app: RoleApp;
  /** A change to one visible text: `from` must occur exactly once in `file` (relative to the app's src/). */
  edit?: { file: string; from: string; to: string };
  /**
   * Builds against these versions of the workspace's shared packages, e.g. `{ '@pathshala/shared-ui': '3.0.0' }`:
   * the app then requires that version of the shell, as it would after the package was bumped.
   */
  sharedVersions?: Record<string, string>;
}

export interface Release {
  /** The built static folder: mf-manifest.json, remoteEntry.js and the chunks. */
  dist: string;
  dispose(): void;
}

export async function buildRelease({ app, edit, sharedVersions = {} }: ReleaseOptions): Promise<Release> {
  const appDir = path.join(repoRoot, app);
  const copy = path.join(repoRoot, `.release-${app}-${process.pid}-${Date.now()}`);
  const dispose = () => rmSync(copy, { recursive: true, force: true });
  try {
    mkdirSync(copy);
    for (const entry of ['src', 'package.json', 'webpack.config.js']) {
      cpSync(path.join(appDir, entry), path.join(copy, entry), { recursive: true });
    }
    if (edit) changeText(path.join(copy, 'src', edit.file), edit.from, edit.to);
    linkDependencies(path.join(appDir, 'node_modules'), path.join(copy, 'node_modules'), sharedVersions);
    await run(path.join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { dist: path.join(copy, 'dist'), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

function changeText(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  const count = source.split(from).length - 1;
  if (count !== 1) throw new Error(`"${from}" occurs ${count} times in ${file}, not once`);
  writeFileSync(file, source.replace(from, to));
}

/**
 * The app's node_modules, linked; a package given a new version becomes a folder of its own whose package.json
 * carries that version while everything else in it links to the real package.
 */
function linkDependencies(source: string, target: string, versions: Record<string, string>): void {
  if (Object.keys(versions).length === 0) {
    symlinkSync(source, target, 'dir');
    return;
  }
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry.startsWith('@')) {
      mkdirSync(path.join(target, entry));
      for (const name of readdirSync(path.join(source, entry))) {
        linkPackage(
          path.join(source, entry, name),
          path.join(target, entry, name),
          versions[`${entry}/${name}`],
        );
      }
    } else {
      linkPackage(path.join(source, entry), path.join(target, entry), versions[entry]);
    }
  }
}

function linkPackage(source: string, target: string, version: string | undefined): void {
  if (!version) {
    symlinkSync(source, target);
    return;
  }
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === 'package.json') continue;
    symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  writeFileSync(path.join(target, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
}

/** Every file under `dir` with the SHA-256 of its bytes, by path relative to `dir`. */
export function fingerprint(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}
