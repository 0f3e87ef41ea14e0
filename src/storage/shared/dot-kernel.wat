;; The vector leg's scan as WebAssembly SIMD: the dot product of one query with every row of a matrix,
;; four float32 lanes at a time. `scripts/build-dot-kernel.mjs` compiles this file (wabt) into
;; `dot-kernel.ts`; `test/dot-kernel.test.ts` checks that the two agree.
;;
;; scores(m, q, stride, count, out): for i in [0, count): out[i] = sum over d < stride of m[i*stride + d] * q[d]
;; All arguments are byte offsets into the exported memory except `stride` (floats per row, a multiple
;; of 4, rows padded with zeros) and `count` (rows). Lanes are summed pairwise at the end of a row.
(module
  (memory (export "memory") 1)
  (func (export "scores") (param $m i32) (param $q i32) (param $stride i32) (param $count i32) (param $out i32)
    (local $end i32) (local $qd i32) (local $acc v128) (local $rowEnd i32)
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        (local.set $acc (v128.const f32x4 0 0 0 0))
        (local.set $qd (local.get $q))
        (local.set $rowEnd (i32.add (local.get $m) (i32.shl (local.get $stride) (i32.const 2))))
        (block $rowDone
          (loop $cols
            (br_if $rowDone (i32.ge_u (local.get $m) (local.get $rowEnd)))
            (local.set $acc
              (f32x4.add (local.get $acc) (f32x4.mul (v128.load (local.get $m)) (v128.load (local.get $qd)))))
            (local.set $m (i32.add (local.get $m) (i32.const 16)))
            (local.set $qd (i32.add (local.get $qd) (i32.const 16)))
            (br $cols)))
        (f32.store (local.get $out)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br $rows)))))
