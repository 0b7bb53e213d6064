// Matrix products from C++ through the BLAS numpy already loaded (its bundled OpenBLAS: numpy's
// wheels ship one, with 64-bit integers and its own symbol names), found at run time, so the
// extension links no BLAS of its own and computes with the very library numpy's matmul uses.
//
//   if (paddle::blas::ready()) paddle::blas::gemm<float>(false, m, n, k, a, lda, b, ldb, 0.f, c, ldc);
//
// ready() is false where no such library is loaded (a numpy built on another BLAS, macOS's
// Accelerate): callers then take their numpy path. Row-major: C [m, n] = A [m, k] @ B (+ beta C),
// B [k, n] (ldb >= n), or B [n, k] read transposed when trans_b.
#pragma once

#include <cstddef>

namespace paddle {
namespace blas {

using Index = std::ptrdiff_t;

bool ready();

template <typename T>
void gemm(bool trans_b, Index m, Index n, Index k, const T* a, Index lda, const T* b, Index ldb, T beta, T* c,
          Index ldc);

// The same with A [k, m] read transposed where trans_a (A's rows are then C's columns' k).
template <typename T>
void gemm(bool trans_a, bool trans_b, Index m, Index n, Index k, const T* a, Index lda, const T* b, Index ldb,
          T beta, T* c, Index ldc);

// The BLAS's own thread count (its setting: OPENBLAS_NUM_THREADS or OMP_NUM_THREADS at numpy's
// import, or numpy's threadpoolctl), and a way to change it; 0 where no BLAS was found.
int threads();
void set_threads(int n);

// While the runtime runs a net its own pool does the threading (products split across it, each
// part a single-threaded BLAS call): hold() makes the BLAS single-threaded, release() gives back
// the count it had once every hold is released. An idle OpenBLAS worker spins for ~0.1 s after a
// threaded call, taking the core the pool's next kernel needs. Called with the GIL held.
void hold();
void release();

}  // namespace blas
}  // namespace paddle
