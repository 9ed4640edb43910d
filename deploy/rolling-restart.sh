#!/usr/bin/env bash
# A deploy without a dropped request (decision 070): migrate once, then one instance at a time
# out of nginx, restarted, ready again, back in. Run as root after the new release is built in
# /opt/harit:   deploy/rolling-restart.sh 1 2
# Env: UPSTREAM (/etc/nginx/harit-upstream.conf), BASE_PORT (3000: instance N listens on
# BASE_PORT+N), READY_TIMEOUT (60 s), DRAIN_WAIT (seconds nginx's old workers get to finish the
# requests they hold, 2).
set -euo pipefail
upstream=${UPSTREAM:-/etc/nginx/harit-upstream.conf}
base_port=${BASE_PORT:-3000}
ready_timeout=${READY_TIMEOUT:-60}
drain_wait=${DRAIN_WAIT:-2}
instances=("$@")
[ ${#instances[@]} -gt 0 ] || { echo "usage: $0 <instance> [<instance> …]" >&2; exit 2; }

# Marks 127.0.0.1:<port> down (or up again) in the upstream list and reloads nginx gracefully:
# new requests go to the others, nginx's old workers finish the ones they hold.
set_down() {
  local port=$1 down=$2
  if [ "$down" = 1 ]; then
    sed -i -E "s/^(server 127\.0\.0\.1:$port [^;]*)( down)?;/\1 down;/" "$upstream"
  else
    sed -i -E "s/^(server 127\.0\.0\.1:$port [^;]*) down;/\1;/" "$upstream"
  fi
  nginx -t -q && nginx -s reload
}

wait_ready() {
  local port=$1
  for _ in $(seq 1 "$ready_timeout"); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready" && return 0
    sleep 1
  done
  echo "instance on $port did not become ready in ${ready_timeout}s" >&2
  return 1
}

systemctl start harit-migrate.service
for instance in "${instances[@]}"; do
  port=$((base_port + instance))
  echo "harit@$instance (:$port): out of nginx"
  set_down "$port" 1
  sleep "$drain_wait"
  echo "harit@$instance: restarting"
  systemctl restart "harit@$instance"
  wait_ready "$port"
  echo "harit@$instance: ready, back in nginx"
  set_down "$port" 0
done
