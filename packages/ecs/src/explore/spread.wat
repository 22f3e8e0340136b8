;; The search of spreader.ts's `breadthFirst`, the same loop compiled ahead: @delve/ecs runs it
;; where the engine has WebAssembly and falls back to that loop where not.
;;
;; Memory holds padded grids of i32 distances (-1: ground not reached yet, -2: not ground) and a
;; queue of their tiles. Queue entries, `head` and `tail` are byte addresses (a tile's is 4 × its
;; index in memory), so no access needs a multiply and a grid may lie anywhere; `row` is the grid's
;; width in bytes. Each tile taken off the queue reaches its neighbours at its distance + 1: a
;; straight step onto -1, and a diagonal one too unless both tiles beside it are -2. Returns the
;; queue's end.
(module
  (memory (export "memory") 1)
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
