;; The walks' grid work in @delve/ecs (see known-grids.ts, whose JavaScript does the same where
;; the engine has no WebAssembly or no SIMD): `learn` makes the grids of what the player knows of a
;; level from copies of its explored marks and tiles, `spread` fills a distance map from its goals.
;; Grids are padded by one tile on every side; all addresses are in bytes.
(module
  (memory (export "memory") 1)

  ;; From `width` × `height` explored marks and tile codes (one byte each, row by row) into padded
  ;; grids: `seen` (1: explored; the padding is 1 already), `open` (1: explored and walkable: a code
  ;; 1 to 4; the padding is 0) and `ground` (i32: -1 open, -2 not). Then writes the frontier, the
  ;; open tiles with a neighbour (of 8) not seen, as ascending padded indices (i32) from `out`, and
  ;; returns how many. Sixteen tiles at a time; each row's last few one by one.
  (func (export "learn")
      (param $explored i32) (param $tiles i32) (param $ground i32) (param $seen i32)
      (param $open i32) (param $width i32) (param $height i32) (param $out i32) (result i32)
    (local $W i32) (local $y i32) (local $x i32) (local $i i32) (local $p i32) (local $end i32)
    (local $s v128) (local $w v128) (local $g v128) (local $o v128) (local $all v128)
    (local $m i32) (local $n i32) (local $e i32) (local $c i32)
    (local.set $W (i32.add (local.get $width) (i32.const 2)))
    (block $learnt
      (loop $row
        (br_if $learnt (i32.ge_u (local.get $y) (local.get $height)))
        (local.set $i (i32.mul (local.get $y) (local.get $width)))
        (local.set $p (i32.add (i32.mul (i32.add (local.get $y) (i32.const 1)) (local.get $W)) (i32.const 1)))
        (local.set $x (i32.const 0))
        (block $sixteens
          (loop $sixteen
            (br_if $sixteens (i32.gt_u (i32.add (local.get $x) (i32.const 16)) (local.get $width)))
            ;; 0xFF where seen, and where open (a code minus one at most 3, unsigned)
            (local.set $s (i8x16.eq (v128.load (i32.add (local.get $explored) (local.get $i))) (i8x16.splat (i32.const 1))))
            (local.set $w (v128.and (local.get $s)
              (i8x16.le_u
                (i8x16.sub (v128.load (i32.add (local.get $tiles) (local.get $i))) (i8x16.splat (i32.const 1)))
                (i8x16.splat (i32.const 3)))))
            (v128.store (i32.add (local.get $seen) (local.get $p)) (v128.and (local.get $s) (i8x16.splat (i32.const 1))))
            (v128.store (i32.add (local.get $open) (local.get $p)) (v128.and (local.get $w) (i8x16.splat (i32.const 1))))
            ;; -2 - (-1 where open): -1 or -2, widened to sixteen i32
            (local.set $g (i8x16.sub (i8x16.splat (i32.const -2)) (local.get $w)))
            (local.set $e (i32.add (local.get $ground) (i32.shl (local.get $p) (i32.const 2))))
            (v128.store offset=0 (local.get $e) (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s (local.get $g))))
            (v128.store offset=16 (local.get $e) (i32x4.extend_high_i16x8_s (i16x8.extend_low_i8x16_s (local.get $g))))
            (v128.store offset=32 (local.get $e) (i32x4.extend_low_i16x8_s (i16x8.extend_high_i8x16_s (local.get $g))))
            (v128.store offset=48 (local.get $e) (i32x4.extend_high_i16x8_s (i16x8.extend_high_i8x16_s (local.get $g))))
            (local.set $x (i32.add (local.get $x) (i32.const 16)))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            (local.set $p (i32.add (local.get $p) (i32.const 16)))
            (br $sixteen)))
        (block $ones
          (loop $one
            (br_if $ones (i32.ge_u (local.get $x) (local.get $width)))
            (local.set $e (i32.eq (i32.load8_u (i32.add (local.get $explored) (local.get $i))) (i32.const 1)))
            (local.set $c (i32.and (local.get $e)
              (i32.le_u (i32.sub (i32.load8_u (i32.add (local.get $tiles) (local.get $i))) (i32.const 1)) (i32.const 3))))
            (i32.store8 (i32.add (local.get $seen) (local.get $p)) (local.get $e))
            (i32.store8 (i32.add (local.get $open) (local.get $p)) (local.get $c))
            (i32.store (i32.add (local.get $ground) (i32.shl (local.get $p) (i32.const 2)))
              (i32.sub (i32.const -2) (i32.sub (i32.const 0) (local.get $c))))
            (local.set $x (i32.add (local.get $x) (i32.const 1)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $one)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $row)))
    ;; The frontier, sixteen tiles at a time: open, and not all eight neighbours seen. Reads up to
    ;; fifteen bytes past a row's end, whose bits are dropped.
    (local.set $y (i32.const 0))
    (block $found
      (loop $row
        (br_if $found (i32.ge_u (local.get $y) (local.get $height)))
        (local.set $p (i32.add (i32.mul (i32.add (local.get $y) (i32.const 1)) (local.get $W)) (i32.const 1)))
        (local.set $end (i32.add (local.get $p) (local.get $width)))
        (block $rowdone
          (loop $sixteen
            (br_if $rowdone (i32.ge_u (local.get $p) (local.get $end)))
            (local.set $o (v128.load (i32.add (local.get $open) (local.get $p))))
            (if (v128.any_true (local.get $o))
              (then
                (local.set $e (i32.add (local.get $seen) (local.get $p)))
                (local.set $all
                  (v128.and
                    (v128.and
                      (v128.and
                        (v128.load (i32.sub (i32.sub (local.get $e) (local.get $W)) (i32.const 1)))
                        (v128.load (i32.sub (local.get $e) (local.get $W))))
                      (v128.and
                        (v128.load (i32.add (i32.sub (local.get $e) (local.get $W)) (i32.const 1)))
                        (v128.load (i32.sub (local.get $e) (i32.const 1)))))
                    (v128.and
                      (v128.and
                        (v128.load (i32.add (local.get $e) (i32.const 1)))
                        (v128.load (i32.sub (i32.add (local.get $e) (local.get $W)) (i32.const 1))))
                      (v128.and
                        (v128.load (i32.add (local.get $e) (local.get $W)))
                        (v128.load (i32.add (i32.add (local.get $e) (local.get $W)) (i32.const 1)))))))
                ;; open and not all seen: 1 - all is 1 where some neighbour is not seen
                (local.set $m (i8x16.bitmask (i8x16.neg
                  (v128.and (local.get $o) (i8x16.sub (i8x16.splat (i32.const 1)) (local.get $all))))))
                (if (i32.lt_u (i32.sub (local.get $end) (local.get $p)) (i32.const 16))
                  (then
                    (local.set $m (i32.and (local.get $m)
                      (i32.sub (i32.shl (i32.const 1) (i32.sub (local.get $end) (local.get $p))) (i32.const 1))))))
                (block $bits
                  (loop $bit
                    (br_if $bits (i32.eqz (local.get $m)))
                    (i32.store (i32.add (local.get $out) (i32.shl (local.get $n) (i32.const 2)))
                      (i32.add (local.get $p) (i32.ctz (local.get $m))))
                    (local.set $n (i32.add (local.get $n) (i32.const 1)))
                    (local.set $m (i32.and (local.get $m) (i32.sub (local.get $m) (i32.const 1))))
                    (br $bit)))))
            (local.set $p (i32.add (local.get $p) (i32.const 16)))
            (br $sixteen)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $row)))
    (local.get $n))

  ;; The breadth-first spread of a distance map: over a padded grid of i32 distances (-1: ground
  ;; not reached yet, -2: not ground), from the queue of its goals (their distances 0) at `head` to
  ;; `tail`. Queue entries are the tiles' byte addresses, so no access needs a multiply and a map
  ;; may lie anywhere; `row` is the grid's width in bytes. Each tile taken off the queue reaches
  ;; its neighbours at its distance + 1: a straight step onto -1, and a diagonal one too unless both
  ;; tiles beside it are -2. Returns the queue's end.
  (func (export "spread") (param $head i32) (param $tail i32) (param $row i32) (result i32)
    (local $p i32) (local $d i32) (local $q i32)
    (local $n i32) (local $e i32) (local $s i32) (local $w i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $head) (local.get $tail)))
        (local.set $p (i32.load (local.get $head)))
        (local.set $head (i32.add (local.get $head) (i32.const 4)))
        (local.set $d (i32.add (i32.load (local.get $p)) (i32.const 1)))
        ;; Read before any is set: -2 is not ground, whatever the distances.
        (local.set $n (i32.load (i32.sub (local.get $p) (local.get $row))))
        (local.set $e (i32.load offset=4 (local.get $p)))
        (local.set $s (i32.load (i32.add (local.get $p) (local.get $row))))
        (local.set $w (i32.load (i32.sub (local.get $p) (i32.const 4))))
        (if (i32.eq (local.get $n) (i32.const -1))
          (then
            (local.set $q (i32.sub (local.get $p) (local.get $row)))
            (i32.store (local.get $q) (local.get $d))
            (i32.store (local.get $tail) (local.get $q))
            (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))
        (if (i32.eq (local.get $e) (i32.const -1))
          (then
            (local.set $q (i32.add (local.get $p) (i32.const 4)))
            (i32.store (local.get $q) (local.get $d))
            (i32.store (local.get $tail) (local.get $q))
            (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))
        (if (i32.eq (local.get $s) (i32.const -1))
          (then
            (local.set $q (i32.add (local.get $p) (local.get $row)))
            (i32.store (local.get $q) (local.get $d))
            (i32.store (local.get $tail) (local.get $q))
            (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))
        (if (i32.eq (local.get $w) (i32.const -1))
          (then
            (local.set $q (i32.sub (local.get $p) (i32.const 4)))
            (i32.store (local.get $q) (local.get $d))
            (i32.store (local.get $tail) (local.get $q))
            (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))
        (if (i32.or (i32.ne (local.get $n) (i32.const -2)) (i32.ne (local.get $e) (i32.const -2)))
          (then
            (local.set $q (i32.add (i32.sub (local.get $p) (local.get $row)) (i32.const 4)))
            (if (i32.eq (i32.load (local.get $q)) (i32.const -1))
              (then
                (i32.store (local.get $q) (local.get $d))
                (i32.store (local.get $tail) (local.get $q))
                (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))))
        (if (i32.or (i32.ne (local.get $s) (i32.const -2)) (i32.ne (local.get $e) (i32.const -2)))
          (then
            (local.set $q (i32.add (i32.add (local.get $p) (local.get $row)) (i32.const 4)))
            (if (i32.eq (i32.load (local.get $q)) (i32.const -1))
              (then
                (i32.store (local.get $q) (local.get $d))
                (i32.store (local.get $tail) (local.get $q))
                (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))))
        (if (i32.or (i32.ne (local.get $s) (i32.const -2)) (i32.ne (local.get $w) (i32.const -2)))
          (then
            (local.set $q (i32.sub (i32.add (local.get $p) (local.get $row)) (i32.const 4)))
            (if (i32.eq (i32.load (local.get $q)) (i32.const -1))
              (then
                (i32.store (local.get $q) (local.get $d))
                (i32.store (local.get $tail) (local.get $q))
                (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))))
        (if (i32.or (i32.ne (local.get $n) (i32.const -2)) (i32.ne (local.get $w) (i32.const -2)))
          (then
            (local.set $q (i32.sub (i32.sub (local.get $p) (local.get $row)) (i32.const 4)))
            (if (i32.eq (i32.load (local.get $q)) (i32.const -1))
              (then
                (i32.store (local.get $q) (local.get $d))
                (i32.store (local.get $tail) (local.get $q))
                (local.set $tail (i32.add (local.get $tail) (i32.const 4)))))))
        (br $next)))
    (local.get $tail)))
