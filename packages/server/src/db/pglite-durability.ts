import { closeSync, fsyncSync, openSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite (0.5) on disk does not make a commit durable, for two reasons, both read from its source:
 * it starts PostgreSQL with `-F` (fsync off), and its Emscripten NODEFS has no `fsync` operation,
 * so even with fsync on, PostgreSQL's `fsync()` calls return success without touching the disk
 * (`fdatasync()` is a no-op in Emscripten altogether). A commit therefore reaches the operating
 * system's page cache only: it survives the process being killed, not a power cut.
 *
 * DurableNodeFS gives NODEFS that missing operation (a real `fsync` of the file, or of the
 * directory), and `durableStartParams` starts PostgreSQL with fsync on and the WAL synced through
 * `fsync()` (wal_sync_method=fsync; the default fdatasync is the no-op). Each commit then waits
 * for its WAL to reach the disk, as on a PostgreSQL server.
 */
export class DurableNodeFS extends NodeFS {
  /** How many syncs reached the disk: tests read it to see the commit path really syncs. */
  syncs = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...preRun, (module: EmscriptenModule) => this.addFsync(module)],
      },
    };
  }

  private addFsync(module: EmscriptenModule): void {
    const nodefs = module.FS?.filesystems?.NODEFS ?? module.NODEFS;
    if (!nodefs?.stream_ops || typeof nodefs.realPath !== 'function') {
      throw new Error(
        'This PGlite version keeps its files differently: the embedded database cannot sync them to disk. ' +
          'Set PGLITE_FSYNC=0 to run without, or use DATABASE_URL.',
      );
    }
    nodefs.stream_ops.fsync = (stream) => {
      try {
        if (stream.nfd !== undefined) {
          fsyncSync(stream.nfd);
        } else {
          // NODEFS opens no host descriptor for a directory: open it to sync the entries in it.
          const fd = openSync(nodefs.realPath(stream.node), 'r');
          try {
            fsyncSync(fd);
          } finally {
            closeSync(fd);
          }
        }
        this.syncs++;
        return 0;
      } catch {
        // WASI's EIO: PostgreSQL treats a failed sync of its log as fatal, as it must.
        return WASI_EIO;
      }
    };
  }
}

const WASI_EIO = 29;

/** PGlite's own start parameters, with fsync on and the WAL synced by fsync() (see above). */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** The few parts of the Emscripten module the preRun hook touches. */
interface EmscriptenModule {
  FS?: { filesystems?: { NODEFS?: Nodefs } };
  NODEFS?: Nodefs;
}

interface Nodefs {
  stream_ops?: { fsync?: (stream: NodefsStream) => number };
  realPath(node: unknown): string;
}

interface NodefsStream {
  nfd?: number;
  node: unknown;
}
