import { execFile, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'

/** A test's PostgreSQL server and database. */
export interface TestPostgres {
  /** The database's address; undefined when there is no server to be had, with `reason`. */
  url?: string
  reason?: string
  /** Stops the server at the end when the tests started it. */
  stop: () => void
  /**
   * Stops the server now as a crash would (`immediate`: no checkpoint, the next start recovers
   * from the write-ahead log), and starts it again; only for the machine's own cluster.
   */
  crash?: () => Promise<void>
  restart?: () => Promise<void>
}

/**
 * A PostgreSQL server for the tests that need a real one, with an empty database `database` of
 * its own: `BOARD_TEST_DATABASE_URL` when set, else the machine's Debian cluster (15 main),
 * started as root when it is stopped. Undefined, with the reason, where neither is to be had.
 */
export function testPostgres(database = 'delve_board_test'): TestPostgres {
  const given = process.env.BOARD_TEST_DATABASE_URL
  if (given) return { url: given, stop: () => {} }
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_ctlcluster')) {
    return {
      reason: 'no PostgreSQL: set BOARD_TEST_DATABASE_URL, or run as root with Debian postgresql',
      stop: () => {},
    }
  }
  const status = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout
  const cluster = status.split('\n').find((line) => /\bmain\b/.test(line))
  if (!cluster) return { reason: 'no PostgreSQL cluster named main', stop: () => {} }
  const [version] = cluster.trim().split(/\s+/)
  const args = (action: string, ...options: string[]) => [
    '--skip-systemctl-redirect',
    ...options,
    version as string,
    'main',
    action,
  ]
  const ctl = (action: string) => spawnSync('pg_ctlcluster', args(action), { encoding: 'utf8' })
  // Waits without blocking this process, whose sockets are talking to a board meanwhile.
  const ctlAsync = async (action: string, ...options: string[]) => {
    await promisify(execFile)('pg_ctlcluster', args(action, ...options))
  }
  const started = /\bdown\b/.test(cluster)
  if (started) {
    const start = ctl('start')
    if (start.status !== 0) throw new Error(`pg_ctlcluster start failed: ${start.stderr}`)
  }
  psql(`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'delve_test') THEN
      CREATE ROLE delve_test LOGIN PASSWORD 'delve_test';
    END IF; END $$`)
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  psql(`CREATE DATABASE ${database} OWNER delve_test`)
  return {
    url: `postgres://delve_test:delve_test@127.0.0.1:5432/${database}`,
    stop: () => {
      if (started) ctl('stop')
    },
    crash: () => ctlAsync('stop', '--mode', 'immediate'),
    restart: () => ctlAsync('start'),
  }
}

function psql(sql: string): void {
  const result = spawnSync(
    'runuser',
    ['-u', 'postgres', '--', 'psql', '-qX', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    {
      encoding: 'utf8',
      cwd: '/tmp',
    },
  )
  if (result.status !== 0) throw new Error(`psql failed on ${sql.slice(0, 60)}: ${result.stderr}`)
}
