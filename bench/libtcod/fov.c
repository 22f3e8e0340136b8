// Times libtcod's field of view on the maps and origins Delve's FOV bench uses (written by
// export-scenes.js): one line per scene and algorithm, nanoseconds per view, best of 7 runs.
#include <libtcod.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static int read_int(FILE *f) {
  int v;
  if (fscanf(f, "%d", &v) != 1) {
    fprintf(stderr, "bad scene file\n");
    exit(2);
  }
  return v;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: fov scene.txt ...\n");
    return 2;
  }
  const struct { const char *name; TCOD_fov_algorithm_t algo; } algos[] = {
      {"FOV_SYMMETRIC_SHADOWCAST", FOV_SYMMETRIC_SHADOWCAST},
      {"FOV_RESTRICTIVE (the python tutorial's default)", FOV_RESTRICTIVE},
      {"FOV_BASIC", FOV_BASIC},
  };
  for (int a = 1; a < argc; a++) {
    FILE *f = fopen(argv[a], "r");
    if (!f) {
      perror(argv[a]);
      return 2;
    }
    int width = read_int(f), height = read_int(f), radius = read_int(f), count = read_int(f);
    TCOD_Map *map = TCOD_map_new(width, height);
    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++) {
        int t = read_int(f);
        TCOD_map_set_properties(map, x, y, t != 0, t != 0);
      }
    int *ox = malloc(sizeof(int) * count), *oy = malloc(sizeof(int) * count);
    for (int i = 0; i < count; i++) {
      ox[i] = read_int(f);
      oy[i] = read_int(f);
    }
    fclose(f);
    for (size_t alg = 0; alg < sizeof algos / sizeof algos[0]; alg++) {
      // Enough views for about 0.2 s a run, found by one timed pass.
      double t0 = now_ns();
      for (int i = 0; i < count; i++) TCOD_map_compute_fov(map, ox[i], oy[i], radius, true, algos[alg].algo);
      double per = (now_ns() - t0) / count;
      // At least one view a run.
      long n = (long)(2e8 / (per > 1 ? per : 1));
      if (n < 1) n = 1;
      long k = 0;
      double best = 1e300;
      for (int run = 0; run < 7; run++) {
        t0 = now_ns();
        for (long i = 0; i < n; i++, k++)
          TCOD_map_compute_fov(map, ox[k % count], oy[k % count], radius, true, algos[alg].algo);
        double ns = (now_ns() - t0) / n;
        if (ns < best) best = ns;
      }
      printf("%s\t%s\t%.0f\n", argv[a], algos[alg].name, best);
    }
    TCOD_map_delete(map);
    free(ox);
    free(oy);
  }
  return 0;
}
