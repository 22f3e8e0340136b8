import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * A PostgreSQL server for the tests that need a real one, with an empty database of its own:
 * `BOARD_TEST_DATABASE_URL` when set, else the machine's Debian cluster (15 main), started as
 * root when it is stopped. Undefined, with the reason, where neither is to be had.
 */
export function testPostgres(): { url?: string; reason?: string; stop: () => void } {
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
  const ctl = (action: string) =>
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version as string, 'main', action], {
      encoding: 'utf8',
    })
  const started = /\bdown\b/.test(cluster)
  if (started) {
    const start = ctl('start')
    if (start.status !== 0) throw new Error(`pg_ctlcluster start failed: ${start.stderr}`)
  }
  psql(`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'delve_test') THEN
      CREATE ROLE delve_test LOGIN PASSWORD 'delve_test';
    END IF; END $$`)
  psql('DROP DATABASE IF EXISTS delve_board_test WITH (FORCE)')
  psql('CREATE DATABASE delve_board_test OWNER delve_test')
  return {
    url: 'postgres://delve_test:delve_test@127.0.0.1:5432/delve_board_test',
    stop: () => {
      if (started) ctl('stop')
    },
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
