// A Vitest reporter that writes what the run is doing, a JSON line an event, to the file named by
// VITEST_PROGRESS_FILE. The watchdog (./watchdog.mjs) reads it from outside the run: Vitest 4 can
// wait for ever on a worker or a browser page that stops answering (its own timeouts run inside
// them), and the file tells which test file went quiet, doing what, and which files never ended.
// The two limits can be set through the environment for the watchdog's own test.
import { appendFileSync } from 'node:fs';

/**
 * Time past a test's or hook's own timeout before its silence counts as a hang: the timeout fires
 * inside the worker, which reports it a moment later, later still on a busy machine.
 */
const GRACE_MS = Number(process.env.VITEST_WATCHDOG_GRACE_MS ?? 120_000);
/** Silence allowed outside tests and hooks: importing and collecting a file, between two tests. */
const BETWEEN_MS = Number(process.env.VITEST_WATCHDOG_BETWEEN_MS ?? 300_000);

/** @typedef {import('vitest/node').TestModule} TestModule */

/**
 * The file a hook runs in: a file's own hooks belong to it, a suite's or a test's to theirs.
 * @param {import('vitest/node').ReportedHookContext} hook
 * @returns {TestModule}
 */
const fileOf = (hook) => (hook.entity.type === 'module' ? hook.entity : hook.entity.module);

export default class ProgressReporter {
  constructor() {
    this.file = process.env.VITEST_PROGRESS_FILE;
  }

  write(event) {
    if (this.file) appendFileSync(this.file, `${JSON.stringify({ ...event, at: Date.now() })}\n`);
  }

  /** @param {ReadonlyArray<import('vitest/node').TestSpecification>} specifications */
  onTestRunStart(specifications) {
    const files = new Map();
    for (const spec of specifications) files.set(spec.moduleId, spec.project.name);
    this.write({ t: 'files', files: [...files].map(([file, project]) => ({ file, project })) });
  }

  /** @param {TestModule} module */
  onTestModuleQueued(module) {
    this.activity(module, 'loading the file', BETWEEN_MS);
  }

  /** @param {TestModule} module */
  onTestModuleStart(module) {
    this.activity(module, 'between tests', BETWEEN_MS);
  }

  /** @param {import('vitest/node').TestCase} test */
  onTestCaseReady(test) {
    const timeout = test.options.timeout ?? test.project.config.testTimeout;
    this.activity(test.module, `test “${test.fullName}”`, timeout + GRACE_MS);
  }

  /** @param {import('vitest/node').TestCase} test */
  onTestCaseResult(test) {
    this.activity(test.module, 'between tests', BETWEEN_MS);
  }

  /** @param {import('vitest/node').ReportedHookContext} hook */
  onHookStart(hook) {
    const module = fileOf(hook);
    const where = hook.entity.type === 'module' ? '' : ` of “${hook.entity.fullName}”`;
    this.activity(module, `${hook.name}${where}`, module.project.config.hookTimeout + GRACE_MS);
  }

  /** @param {import('vitest/node').ReportedHookContext} hook */
  onHookEnd(hook) {
    this.activity(fileOf(hook), 'between tests', BETWEEN_MS);
  }

  /** @param {TestModule} module */
  onTestModuleEnd(module) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file can fail outside its tests (an import or a hook that threw).
    const ok = module.state() !== 'failed' && module.errors().length === 0 && counts.failed === 0;
    this.write({ t: 'end', file: module.moduleId, project: module.project.name, ok, ...counts });
  }

  onTestRunEnd(_modules, unhandledErrors) {
    this.write({ t: 'run-end', unhandledErrors: unhandledErrors.length });
  }

  /**
   * @param {TestModule} module
   * @param {string} doing
   * @param {number} quietFor how long the file may stay silent doing it
   */
  activity(module, doing, quietFor) {
    this.write({ t: 'doing', file: module.moduleId, project: module.project.name, doing, quietFor });
  }
}
