// Times libtcod's Dijkstra map (TCOD_dijkstra_compute) on the maps and goals Delve's path bench
// uses (written by export-scenes.js): one line per scene and neighbourhood, nanoseconds per map,
// best of 7 runs of about 0.2 s.
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
    fprintf(stderr, "usage: dijkstra scene.txt ...\n");
    return 2;
  }
  // diagonalCost 0 forbids diagonal steps; 1 makes every step cost the same.
  const struct { const char *name; float diagonal; } kinds[] = {
      {"TCOD_dijkstra_compute, 8 neighbours, unit cost", 1.0f},
      {"TCOD_dijkstra_compute, 4 neighbours", 0.0f},
  };
  for (int a = 1; a < argc; a++) {
    FILE *f = fopen(argv[a], "r");
    if (!f) {
      perror(argv[a]);
      return 2;
    }
    int width = read_int(f), height = read_int(f), count = read_int(f);
    TCOD_Map *map = TCOD_map_new(width, height);
    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++) {
        int t = read_int(f);
        TCOD_map_set_properties(map, x, y, t != 0, t != 0);
      }
    int *gx = malloc(sizeof(int) * count), *gy = malloc(sizeof(int) * count);
    for (int i = 0; i < count; i++) {
      gx[i] = read_int(f);
      gy[i] = read_int(f);
    }
    fclose(f);
    for (size_t kind = 0; kind < sizeof kinds / sizeof kinds[0]; kind++) {
      TCOD_dijkstra_t dijkstra = TCOD_dijkstra_new(map, kinds[kind].diagonal);
      // Enough maps for about 0.2 s a run, found by one timed pass.
      double t0 = now_ns();
      for (int i = 0; i < count; i++) TCOD_dijkstra_compute(dijkstra, gx[i], gy[i]);
      double per = (now_ns() - t0) / count;
      // At least one call a run: a 1000×1000 Dijkstra map takes about a third of a second.
      long n = (long)(2e8 / (per > 1 ? per : 1));
      if (n < 1) n = 1;
      long k = 0;
      double best = 1e300;
      for (int run = 0; run < 7; run++) {
        t0 = now_ns();
        for (long i = 0; i < n; i++, k++) TCOD_dijkstra_compute(dijkstra, gx[k % count], gy[k % count]);
        double ns = (now_ns() - t0) / n;
        if (ns < best) best = ns;
      }
      printf("%s\t%s\t%.0f\n", argv[a], kinds[kind].name, best);
      TCOD_dijkstra_delete(dijkstra);
    }
    TCOD_map_delete(map);
    free(gx);
    free(gy);
  }
  return 0;
}
