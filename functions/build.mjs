// Bundles the functions for deploy: the workspace packages (domain, server) and valibot are inlined, so
// the deployed folder (dist/) needs only firebase-admin, firebase-functions and nodemailer from
// npm (nodemailer stays a package so its version shows in the deploy manifest). The
// deployed package.json is written here, because the workspace one names `workspace:` and
// `catalog:` versions that npm in Cloud Build cannot resolve.
import { copyFileSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const RUNTIME_DEPENDENCIES = ['firebase-admin', 'firebase-functions', 'nodemailer'];
const own = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const installedVersion = (name) =>
  JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8'))
    .version;

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: RUNTIME_DEPENDENCIES.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

writeFileSync(
  new URL('./dist/package.json', import.meta.url),
  `${JSON.stringify(
    {
      name: 'engage-functions',
      private: true,
      type: 'module',
      main: 'index.js',
      engines: { node: '22' },
      dependencies: Object.fromEntries(
        RUNTIME_DEPENDENCIES.map((name) => [name, installedVersion(name)]),
      ),
      version: own.version,
    },
    null,
    2,
  )}\n`,
);

// The Functions emulator looks for the firebase-functions binary in <source>/node_modules; locally
// the source is dist/, so it gets a link to the package's own node_modules. Deploy ignores it
// (Cloud Build installs from dist/package.json).
const link = new URL('./dist/node_modules', import.meta.url);
if (!existsSync(link)) symlinkSync('../node_modules', link, 'dir');

// Deploy settings of the functions (MAX_INSTANCES, ENGAGE_APP_CHECK=off) go in functions/.env,
// which Cloud Functions reads from the deployed folder.
for (const name of ['.env', '.env.local']) {
  const source = new URL(`./${name}`, import.meta.url);
  if (existsSync(source)) copyFileSync(source, new URL(`./dist/${name}`, import.meta.url));
}
