import { execFile, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** A test's PostgreSQL server and database. */
export interface TestPostgres {
  /** The database's address; undefined when there is no server to be had, with `reason`. */
  url?: string
  reason?: string
  /** Stops the server at the end, and deletes it, when the tests made it. */
  stop: () => void
  /**
   * Stops the server now as a crash would (`immediate`: no checkpoint, the next start recovers
   * from the write-ahead log), and starts it again; only for a server the tests made.
   */
  crash?: () => Promise<void>
  restart?: () => Promise<void>
}

/** Where Debian keeps each installed PostgreSQL version's programs. */
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql'

/**
 * A PostgreSQL server for the tests that need a real one, with an empty database `database`:
 * `BOARD_TEST_DATABASE_URL` when set; else, as root where Debian's PostgreSQL is installed, a
 * server of the test's own, made for it and deleted after (a folder in the temporary directory,
 * owned by the `postgres` user, listening on 127.0.0.1 at a free port). Never the machine's own
 * cluster: a test that stops its server stops no one else's, not a second test run's at the same
 * time (which had its database dropped or its server stopped under it), nor a developer's.
 * Undefined `url`, with the reason, where neither is to be had.
 */
export async function testPostgres(database = 'delve_board_test'): Promise<TestPostgres> {
  const given = process.env.BOARD_TEST_DATABASE_URL
  if (given) return { url: given, stop: () => {} }
  const bin = newestBin()
  if (process.getuid?.() !== 0 || bin === undefined) {
    return {
      reason: 'no PostgreSQL: set BOARD_TEST_DATABASE_URL, or run as root with Debian postgresql',
      stop: () => {},
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'delve-postgres-'))
  const owner = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString())
  chownSync(dir, owner('-u'), owner('-g'))
  const data = join(dir, 'data')
  const asPostgres = (program: string, args: string[]) => [
    '-u',
    'postgres',
    '--',
    join(bin, program),
    ...args,
  ]
  // One of PostgreSQL's programs run as its user; `run` fails with what it said.
  const attempt = (program: string, args: string[]) =>
    spawnSync('runuser', asPostgres(program, args), { encoding: 'utf8', cwd: dir })
  const run = (program: string, args: string[]) => {
    const done = attempt(program, args)
    if (done.status !== 0) throw new Error(`${program} failed: ${done.stderr}${done.stdout}`)
  }
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  let port = 0
  const ctl = (action: string, ...options: string[]) => [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    ...options,
    action,
  ]
  const startOptions = () => [
    '-w',
    '-t',
    '300',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
  ]
  const stop = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      attempt('pg_ctl', ctl('stop', '-m', 'fast'))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // A free port now may be taken before the server binds it: then another.
  for (let tries = 0; ; tries++) {
    port = await freePort()
    const started = attempt('pg_ctl', ctl('start', ...startOptions()))
    if (started.status === 0) break
    if (tries === 2) {
      stop()
      throw new Error(`pg_ctl start failed: ${started.stderr}${started.stdout}`)
    }
  }
  // Should the test process end without its `afterAll`, the server goes with it.
  process.once('exit', stop)
  const sql = (text: string) =>
    run('psql', ['-h', '127.0.0.1', '-p', `${port}`, '-qX', '-v', 'ON_ERROR_STOP=1', '-c', text])
  sql(`CREATE ROLE delve_test LOGIN PASSWORD 'delve_test'`)
  sql(`CREATE DATABASE ${database} OWNER delve_test`)
  // Waits without blocking this process, whose sockets are talking to a board meanwhile.
  const ctlAsync = async (action: string, ...options: string[]) => {
    await promisify(execFile)('runuser', asPostgres('pg_ctl', ctl(action, ...options)), {
      cwd: dir,
    })
  }
  return {
    url: `postgres://delve_test:delve_test@127.0.0.1:${port}/${database}`,
    stop,
    crash: () => ctlAsync('stop', '-m', 'immediate'),
    restart: () => ctlAsync('start', ...startOptions()),
  }
}

/** The programs of the newest PostgreSQL installed the Debian way, or undefined. */
function newestBin(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRESQL)) return undefined
  const versions = readdirSync(DEBIAN_POSTGRESQL)
    .filter((version) => existsSync(join(DEBIAN_POSTGRESQL, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  return versions[0] === undefined ? undefined : join(DEBIAN_POSTGRESQL, versions[0], 'bin')
}

/** A port nothing listens on now, as the system hands out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
