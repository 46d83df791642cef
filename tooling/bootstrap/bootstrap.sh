#!/usr/bin/env bash
# Kauppa bootstrap: brings a fresh Linux machine that has only Node and npm to a ready workspace.
# Idempotent: on a machine that already has everything it only runs a (fast) frozen install.
#
#   bash tooling/bootstrap/bootstrap.sh                      # Node 24 + pnpm + dependencies
#   bash tooling/bootstrap/bootstrap.sh --e2e                # ... and Debian's Chromium and redis-server for the end-to-end suites
#   bash tooling/bootstrap/bootstrap.sh [--e2e] -- CMD ARGS  # ... then runs CMD with the tools on PATH
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
want_e2e=false
while [ $# -gt 0 ]; do
  case "$1" in
    --e2e) want_e2e=true; shift ;;
    --) shift; break ;;
    *) shift ;;
  esac
done

log() { printf '[bootstrap] %s\n' "$*" >&2; }

# Global npm installs go where later shells find them first.
if [ "$(id -u)" = "0" ]; then prefix=/usr/local; else prefix="$HOME/.local"; mkdir -p "$prefix/bin"; fi
case ":$PATH:" in *":$prefix/bin:"*) ;; *) export PATH="$prefix/bin:$PATH" ;; esac

required_major="$(tr -dc '0-9' < .nvmrc)"
# react-router 8 needs Node >= 22.22; we run the LTS named in .nvmrc (24).
node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e "const [a]=process.versions.node.split('.').map(Number);process.exit(a>=${required_major}?0:1)"
}
if ! node_ok; then
  log "installing Node ${required_major} from the npm registry (found: $(node -v 2>/dev/null || echo none))"
  npm install --global --prefix "$prefix" --no-fund --no-audit "node@${required_major}" >/dev/null
  hash -r
  node_ok || { log "Node ${required_major} did not install"; exit 1; }
fi

pnpm_version="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v 2>/dev/null)" != "$pnpm_version" ]; then
  log "installing pnpm ${pnpm_version}"
  npm install --global --prefix "$prefix" --no-fund --no-audit "pnpm@${pnpm_version}" >/dev/null
  hash -r
fi

if [ "$want_e2e" = true ] && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    log "installing Debian's chromium for the end-to-end suites"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    log "Chromium is missing: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH"
  fi
fi

# The shared output cache suites (issue 17) start their own redis-server on a free loopback port;
# never a system service (the package's service is not started here).
if [ "$want_e2e" = true ] && ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    log "installing Debian's redis-server for the shared output cache suites"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  else
    log "redis-server is missing: run 'sudo apt-get install -y redis-server'"
  fi
fi

log "node $(node -v), pnpm $(pnpm -v)"
pnpm install --frozen-lockfile --reporter=silent
if [ $# -gt 0 ]; then exec "$@"; fi
