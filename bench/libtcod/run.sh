#!/bin/sh
# Delve's computeFov and dijkstraMap against libtcod's C field of view and Dijkstra maps on the
# bench's maps, origins and goals (fov.c, dijkstra.c). A full `pnpm bench` runs this too when a C
# compiler and libtcod (Debian: libtcod-dev) are installed; this runs it alone.
# Run from the repository root after `pnpm build`: sh bench/libtcod/run.sh
set -e
cd "$(dirname "$0")/.."
node dist/main.js --only libtcod
