// Products that reuse one right-hand side many times: a recurrent weight, multiplied by each
// step's rows across a whole sequence (rnn_loop.cc).
//
// The weight is packed once into panels of 32 columns (k rows of 32 values each, the last panel
// padded with zeros); each product then runs an AVX-512 micro-kernel over blocks of 8 rows that
// keeps its 8 x 32 outputs in registers through all of k and writes them once. The BLAS packs
// the right-hand side again on every call: at the recurrence's shapes (64 x 128 x 512, 64 x 512 x
// 128) OpenBLAS ran at 63-68 GFLOPS on one Zen 4 core, this at 84-94.
//
//   if (paddle::packed::supported()) {
//     const paddle::packed::Panels w(weight, k, n, /*transposed=*/false);
//     w.multiply(m, a, lda, c, ldc);  // C [m, n] = A [m, k] @ weight
//   }
//
// supported() is false on a CPU without AVX-512F: callers then take the BLAS. Float only.
#pragma once

#include <cstddef>
#include <vector>

namespace paddle {
namespace packed {

using Index = std::ptrdiff_t;

// whether this CPU runs the micro-kernel (AVX-512F, checked once)
bool supported();

class Panels {
 public:
  static constexpr Index kWidth = 32;  // columns per panel: two AVX-512 vectors

  // B [k, n] from b (row-major, rows ldb apart; ldb 0: n), or, where transposed, B = b^T with b
  // [n, k] (rows ldb apart; ldb 0: k)
  Panels(const float* b, Index k, Index n, bool transposed, Index ldb = 0);

  // B = [top; b] [k_top + k, n], the rows of top [k_top, n] over those of b [k, n] (both dense):
  // an input's projection and the recurrent weight, multiplied by [X | H_prev] at each step
  Panels(const float* top, Index k_top, const float* b, Index k, Index n);

  // C [m, n] = A [m, k] @ B, A's rows lda apart and C's ldc apart; only where supported()
  void multiply(Index m, const float* a, Index lda, float* c, Index ldc) const;

  Index rows() const { return k_; }
  Index cols() const { return n_; }

 private:
  Index k_, n_;
  std::vector<float> data_;  // panel p: k_ rows of kWidth values, at p * k_ * kWidth
};

// C [m, n] += A^T @ B, A [k, m] and B [k, n]: rows lda, ldb, ldc apart (a weight's gradient summed
// step by step over a recurrence, each step's A and B hot in cache); only where supported()
void add_transposed_product(Index k, Index m, const float* a, Index lda, const float* b, Index ldb, Index n, float* c,
                            Index ldc);

}  // namespace packed
}  // namespace paddle
