import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing runs on its own threads, never on the event loop, and at a lower scheduling
 * priority than the rest of the server: with as many sign-ins as there are, health checks and
 * every other request still get the CPU first, and sign-ins take what is left.
 */
export interface PasswordHashing {
  hash(password: string, options: Argon2Options): Promise<string>;
  /** False for a wrong password, and for a hash that cannot be read. */
  verifyArgon2(hash: string, password: string): Promise<boolean>;
  verifyBcrypt(hash: string, password: string): Promise<boolean>;
}

export interface Argon2Options {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * Hashing threads: half the cores, at least one. A burst of sign-ins waits its turn for one,
 * so hashing never takes every core.
 */
export const PASSWORD_HASHING_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
/** Niceness of the hashing threads (Linux sets it per thread): below everything else the server does. */
const HASHING_NICENESS = 10;

type Task =
  | { op: 'hash'; password: string; options: Argon2Options }
  | { op: 'verify-argon2'; hash: string; password: string }
  | { op: 'verify-bcrypt'; hash: string; password: string };

interface Pending {
  task: Task;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

// The worker is plain CommonJS given as text, so it runs the same from the TypeScript sources and
// from the bundled server; it loads the two libraries from the paths resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
const bcrypt = require(workerData.bcrypt);
try {
  require('node:os').setPriority(0, workerData.niceness);
} catch {
  // Not allowed here: hashing runs at the normal priority, still off the event loop.
}
parentPort.on('message', (task) => {
  try {
    let result;
    if (task.op === 'hash') result = argon2.hashSync(task.password, task.options);
    else if (task.op === 'verify-argon2') {
      try {
        result = argon2.verifySync(task.hash, task.password);
      } catch {
        result = false;
      }
    } else result = bcrypt.compareSync(task.password, task.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

/** A pool of hashing threads, made when first used; idle threads do not keep the process alive. */
export function createPasswordHashing(threads = PASSWORD_HASHING_THREADS): PasswordHashing {
  const require = createRequire(import.meta.url);
  const workerData = {
    argon2: require.resolve('@node-rs/argon2'),
    bcrypt: require.resolve('bcryptjs'),
    niceness: HASHING_NICENESS,
  };
  const idle: Worker[] = [];
  let started = 0;
  const queue: Pending[] = [];

  const startWorker = (): Worker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.unref();
    started++;
    return worker;
  };

  const runOn = (worker: Worker, pending: Pending) => {
    worker.ref();
    const onMessage = (answer: { result?: unknown; error?: string }) => {
      cleanUp();
      if (answer.error !== undefined) pending.reject(new Error(answer.error));
      else pending.resolve(answer.result);
      release(worker);
    };
    const onError = (error: Error) => {
      cleanUp();
      started--;
      pending.reject(error);
      next();
    };
    const cleanUp = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(pending.task);
  };

  const release = (worker: Worker) => {
    const pending = queue.shift();
    if (pending) runOn(worker, pending);
    else idle.push(worker);
  };

  const next = () => {
    const pending = queue.shift();
    if (!pending) return;
    const worker = idle.pop() ?? (started < threads ? startWorker() : undefined);
    if (worker) runOn(worker, pending);
    else queue.unshift(pending);
  };

  const run = <T>(task: Task) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
      next();
    });

  return {
    hash: (password, options) => run<string>({ op: 'hash', password, options }),
    verifyArgon2: (hash, password) => run<boolean>({ op: 'verify-argon2', hash, password }),
    verifyBcrypt: (hash, password) => run<boolean>({ op: 'verify-bcrypt', hash, password }),
  };
}
