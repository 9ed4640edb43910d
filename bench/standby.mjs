// A streaming replica of the local PostgreSQL for the benchmarks that need one (the same steps
// as bench/replica.mjs: pg_basebackup into a temporary directory, a hot standby on its own port).
// Used by bench/rolling-deploy.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { queryOnce } from '../apps/server/test/fresh-postgres.mjs';
import { PG_ADMIN_URL } from './lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's own binaries: pg_basebackup and postgres of the same major version. */
export async function binaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const [{ server_version_num: version }] = await queryOnce(
    PG_ADMIN_URL,
    'show server_version_num',
  );
  const dir = `/usr/lib/postgresql/${Math.floor(Number(version) / 10_000)}/bin`;
  return existsSync(dir) ? dir : '';
}

/**
 * pg_basebackup needs a pg_hba.conf line for replication connections; Debian's default has
 * none that trusts loopback. When the server is this machine's and we may write its pg_hba.conf
 * (CI runs as root), add one (replication from 127.0.0.1 by postgres only, which is what the
 * existing "host all all 127.0.0.1/32 trust" line already allows for every other connection)
 * and reload; say so.
 */
export async function allowLoopbackReplication() {
  const rules = await queryOnce(
    PG_ADMIN_URL,
    `select count(*)::int as n from pg_hba_file_rules
     where 'replication' = any(database) and auth_method = 'trust'
       and (address = '127.0.0.1' or type = 'local')`,
  );
  if (rules[0].n > 0) return;
  const [{ hba_file: file }] = await queryOnce(PG_ADMIN_URL, 'show hba_file');
  appendFileSync(
    file,
    '\n# Added by Harit bench/standby.mjs: streaming replicas on loopback (decision 039)\nhost replication postgres 127.0.0.1/32 trust\n',
  );
  await queryOnce(PG_ADMIN_URL, 'select pg_reload_conf()');
  console.log(`added "host replication postgres 127.0.0.1/32 trust" to ${file} and reloaded`);
}

/** As the postgres user when we are root: PostgreSQL refuses to run as root. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

export async function startStandby(bin, dir, replicaPort) {
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const primary = new URL(PG_ADMIN_URL);
  const backupStarted = performance.now();
  execFileSync(
    path.join(bin, 'pg_basebackup'),
    [
      ...[
        '-h',
        primary.hostname,
        '-p',
        primary.port || '5432',
        '-U',
        primary.username || 'postgres',
      ],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
    ],
    { ...user, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const backupMs = performance.now() - backupStarted;
  // Debian keeps postgresql.conf and pg_hba.conf outside the data directory: give the standby
  // its own (defaults, loopback only, trust as the primary's loopback lines).
  for (const [name, text] of [
    ['postgresql.conf', ''],
    ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
    ['pg_ident.conf', ''],
  ]) {
    const file = path.join(data, name);
    if (!existsSync(file)) {
      writeFileSync(file, text);
      if (user.uid !== undefined) chownSync(file, user.uid, user.gid);
    }
  }
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(replicaPort), '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${dir}`, '-c', 'hot_standby=on'],
      ...['-c', 'shared_buffers=32MB', '-c', 'logging_collector=off'],
    ],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the standby exited:\n${log}`);
    try {
      const [{ recovery }] = await queryOnce(url, 'select pg_is_in_recovery() as recovery');
      if (recovery) break;
    } catch {}
    if (i > 300) throw new Error(`the standby did not start:\n${log}`);
    await sleep(100);
  }
  return {
    backupMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    },
  };
}
