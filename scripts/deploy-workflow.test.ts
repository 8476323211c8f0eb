/**
 * .github/workflows/deploy.yml publishes the site: it must run on the three triggers the README
 * documents, test before it builds, give the real configuration to the real build only, and
 * deploy out/ to GitHub Pages. `workflowProblems` lists what is wrong; the last tests feed it
 * broken copies so a check that silently passes everything would be caught.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, unknown>;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  env?: Record<string, unknown>;
  permissions?: Record<string, string>;
  environment?: { name?: string };
  steps?: Step[];
}
interface Workflow {
  on?: Record<string, unknown>;
  env?: Record<string, unknown>;
  concurrency?: { group?: string };
  jobs?: Record<string, Job>;
}

/** The event_type the README tells Contentful's webhook to send. */
function documentedEventType(readme: string): string | undefined {
  return /"event_type"\s*:\s*"([^"]+)"/.exec(readme)?.[1];
}

/** Variables the real build reads: every name in .env.example except the ones only tests use. */
const TEST_ONLY = new Set(['CONTENTFUL_HOST', 'CONTENT_STRICT']);
function buildVariables(envExample: string): string[] {
  return [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).filter((name) => !TEST_ONLY.has(name));
}

const runs = (step: Step, pattern: RegExp) => typeof step.run === 'string' && step.run.split('\n').some((line) => pattern.test(line.trim()));
const NPM_TEST = /^npm (run )?test(\s|$)/;
const NPM_BUILD = /^npm run build(\s|$)/;

function workflowProblems(workflow: Workflow, eventType: string, variables: string[]): string[] {
  const problems: string[] = [];
  const on = workflow.on ?? {};

  const push = on.push as { branches?: string[] } | undefined;
  if (!push?.branches?.includes('main')) problems.push('not triggered by a push to main');
  const dispatch = on.repository_dispatch as { types?: string[] } | undefined;
  if (!dispatch?.types?.includes(eventType)) problems.push(`not triggered by repository_dispatch of type "${eventType}"`);
  if (!('workflow_dispatch' in on)) problems.push('cannot be run by hand (workflow_dispatch)');
  if (!workflow.concurrency?.group) problems.push('no concurrency group: two publishes could deploy at once');

  const jobs = Object.entries(workflow.jobs ?? {});
  const steps = jobs.flatMap(([job, { steps = [] }]) => steps.map((step, index) => ({ job, index, step })));
  const find = (test: (step: Step) => boolean) => steps.filter(({ step }) => test(step));

  const tests = find((s) => runs(s, NPM_TEST));
  const builds = find((s) => runs(s, NPM_BUILD));
  const uploads = find((s) => s.uses?.startsWith('actions/upload-pages-artifact@') ?? false);
  const deploys = find((s) => s.uses?.startsWith('actions/deploy-pages@') ?? false);
  if (tests.length !== 1) problems.push(`expected one step running npm test, found ${tests.length}`);
  if (builds.length !== 1) problems.push(`expected one step running npm run build, found ${builds.length}`);
  if (uploads.length !== 1) problems.push('no actions/upload-pages-artifact step');
  if (deploys.length !== 1) problems.push('no actions/deploy-pages step');
  if (problems.length) return problems;

  const [test, build, upload, deploy] = [tests[0], builds[0], uploads[0], deploys[0]];
  if (test.job !== build.job || test.index > build.index) problems.push('npm test does not run before the real build');
  if (build.job !== upload.job || build.index > upload.index) problems.push('out/ is uploaded before the real build');
  const deployJob = workflow.jobs![deploy.job];
  const needs = [deployJob.needs ?? []].flat();
  if (deploy.job === upload.job ? deploy.index < upload.index : !needs.includes(upload.job)) problems.push('deploy does not wait for the upload');
  if (deployJob.permissions?.pages !== 'write' || deployJob.permissions?.['id-token'] !== 'write') problems.push('deploy job lacks pages: write and id-token: write');
  if (deployJob.environment?.name !== 'github-pages') problems.push('deploy job is not in the github-pages environment');

  const uploadWith = upload.step.with ?? {};
  if (String(uploadWith.path).replace(/^\.\//, '').replace(/\/$/, '') !== 'out') problems.push('the artifact is not out/');
  const marks = find((s) => runs(s, /^touch\s+(\.\/)?out\/\.nojekyll$/));
  if (!marks.some(({ job, index }) => job === upload.job && index > build.index && index < upload.index)) problems.push('out/.nojekyll is not written between the build and the upload');
  if (uploadWith['include-hidden-files'] !== true) problems.push('upload-pages-artifact drops .nojekyll without include-hidden-files: true');

  for (const name of variables) {
    if (build.step.env?.[name] !== `\${{ secrets.${name} }}`) problems.push(`the real build does not get ${name} from the repository secrets`);
  }
  // The test build reads e2e/build.env and must not see real Contentful or any other real value.
  const testEnv = { ...workflow.env, ...workflow.jobs![test.job].env, ...test.step.env };
  for (const name of Object.keys(testEnv)) if (variables.includes(name)) problems.push(`npm test sees ${name}`);
  for (const [name, value] of Object.entries(testEnv)) if (String(value).includes('secrets.')) problems.push(`npm test sees a secret in ${name}`);
  return problems;
}

/** Node 20 left support on 2026-04-30; dependencies (contentful-sdk-core 10) need 22. */
const OLDEST_SUPPORTED_NODE = 22;

/** Every place that chooses Node.js names the major in .nvmrc, and that major is still supported. */
function nodeVersionProblems(files: { nvmrc: string; workflow: Workflow; engines: string; readme: string; ciRun: string }): string[] {
  const problems: string[] = [];
  const major = Number(files.nvmrc.trim().replace(/^v/, ''));
  if (!(major >= OLDEST_SUPPORTED_NODE)) problems.push(`.nvmrc names Node ${files.nvmrc.trim()}, older than ${OLDEST_SUPPORTED_NODE}`);
  const setups = Object.values(files.workflow.jobs ?? {}).flatMap((job) => job.steps ?? []).filter((s) => s.uses?.startsWith('actions/setup-node@'));
  for (const setup of setups) {
    const w = setup.with ?? {};
    if (w['node-version-file'] !== '.nvmrc' && Number(w['node-version']) !== major) problems.push(`setup-node uses ${String(w['node-version'] ?? w['node-version-file'])}, not .nvmrc`);
  }
  if (setups.length === 0) problems.push('the workflow does not set up Node.js');
  if (files.engines !== `>=${major}`) problems.push(`package.json engines is ${files.engines}, not >=${major}`);
  if (!files.readme.includes(`NODE_VERSION\` = \`${major}\``)) problems.push(`the README's Netlify / Cloudflare NODE_VERSION is not ${major}`);
  if (!new RegExp(`fresh machine with Node\\.js ${major}\\b`).test(files.readme)) problems.push(`the README does not ask for Node.js ${major}`);
  if (!/\.nvmrc/.test(files.ciRun) || !/node@\$\{?wanted/.test(files.ciRun)) problems.push('.ci/run does not install the .nvmrc major when the machine is older');
  return problems;
}

const workflow = parse(read('.github/workflows/deploy.yml')) as Workflow;
const readme = read('README.md');
const eventType = documentedEventType(readme);
const variables = buildVariables(read('.env.example'));

describe('deploy workflow', () => {
  it('the README documents the webhook event type and the variables include the Contentful ones', () => {
    expect(eventType).toBe('contentful-publish');
    expect(variables).toEqual(expect.arrayContaining(['SITE_URL', 'CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_ENVIRONMENT']));
  });

  it('triggers, tests, builds with the secrets and deploys to GitHub Pages', () => {
    expect(workflowProblems(workflow, eventType!, variables)).toEqual([]);
  });

  it('the README names the workflow and the secrets it reads', () => {
    expect(readme).toContain('.github/workflows/deploy.yml');
    for (const name of ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'SITE_URL']) expect(readme).toContain(name);
  });
});

describe('workflowProblems catches a broken workflow', () => {
  const copy = (): Workflow => structuredClone(workflow);
  const buildJob = (w: Workflow) => Object.values(w.jobs!).find((job) => job.steps?.some((s) => runs(s, NPM_BUILD)))!;
  const check = (w: Workflow) => workflowProblems(w, eventType!, variables);

  it.each(['push', 'repository_dispatch', 'workflow_dispatch'])('without the %s trigger', (trigger) => {
    const w = copy();
    delete w.on![trigger];
    expect(check(w)).not.toEqual([]);
  });

  it('with another repository_dispatch type than the README', () => {
    const w = copy();
    w.on!.repository_dispatch = { types: ['something-else'] };
    expect(check(w)).toContain(`not triggered by repository_dispatch of type "${eventType}"`);
  });

  it('with npm test after the build', () => {
    const w = copy();
    const steps = buildJob(w).steps!;
    const test = steps.findIndex((s) => runs(s, NPM_TEST));
    const [moved] = steps.splice(test, 1);
    steps.splice(steps.findIndex((s) => runs(s, NPM_BUILD)) + 1, 0, moved);
    expect(check(w)).toContain('npm test does not run before the real build');
  });

  it('without a secret on the real build, or with one on the test step', () => {
    const w = copy();
    const steps = buildJob(w).steps!;
    delete steps.find((s) => runs(s, NPM_BUILD))!.env!.CONTENTFUL_ACCESS_TOKEN;
    buildJob(w).env = { ...buildJob(w).env, CONTENTFUL_SPACE_ID: '${{ secrets.CONTENTFUL_SPACE_ID }}' };
    expect(check(w)).toEqual(
      expect.arrayContaining(['the real build does not get CONTENTFUL_ACCESS_TOKEN from the repository secrets', 'npm test sees CONTENTFUL_SPACE_ID']),
    );
  });

  it('without the Pages deploy step', () => {
    const w = copy();
    for (const job of Object.values(w.jobs!)) job.steps = job.steps?.filter((s) => !s.uses?.startsWith('actions/deploy-pages@'));
    expect(check(w)).toContain('no actions/deploy-pages step');
  });
});

describe('Node.js version', () => {
  const files = {
    nvmrc: read('.nvmrc'),
    workflow,
    engines: (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node,
    readme,
    ciRun: read('.ci/run'),
  };

  it('is one supported LTS major everywhere: .nvmrc, the workflow, engines, the README and .ci/run', () => {
    expect(nodeVersionProblems(files)).toEqual([]);
  });

  it('catches Node 20 in .nvmrc, the workflow or the Netlify settings', () => {
    expect(nodeVersionProblems({ ...files, nvmrc: '20\n' })).toContain(`.nvmrc names Node 20, older than ${OLDEST_SUPPORTED_NODE}`);
    const w = structuredClone(workflow);
    for (const job of Object.values(w.jobs!)) for (const step of job.steps ?? []) if (step.uses?.startsWith('actions/setup-node@')) step.with = { 'node-version': 20 };
    expect(nodeVersionProblems({ ...files, workflow: w })).toContain('setup-node uses 20, not .nvmrc');
    expect(nodeVersionProblems({ ...files, readme: readme.replace(/NODE_VERSION` = `\d+`/, 'NODE_VERSION` = `20`') })).not.toEqual([]);
  });
});
