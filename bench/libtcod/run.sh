#!/bin/sh
# Delve's computeFov against libtcod's C field of view on the FOV bench's maps and origins.
# Optional, not part of `pnpm bench` or CI: needs a C compiler and libtcod (Debian: libtcod-dev).
# Run from the repository root after `pnpm build`: sh bench/libtcod/run.sh
set -e
here=$(dirname "$0")
out=$(mktemp -d)
cc -O2 -o "$out/fov" "$here/fov.c" $(pkg-config --cflags --libs libtcod 2>/dev/null || echo -I/usr/include/libtcod -ltcod)
(cd "$here/.." && node libtcod/export-scenes.js "$out")
"$out/fov" "$out"/*.txt
