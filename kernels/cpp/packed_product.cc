// The packed right-hand side and its micro-kernel (packed_product.h), and, for the tests, one
// product through them from Python:
//
//   packed_product_f32(a, b, transposed)   A @ B (B = b^T where transposed), float32 2-D arrays
//   packed_product_supported()             whether this CPU runs the micro-kernel
#include "packed_product.h"

#include <immintrin.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "op_decl.h"

namespace paddle {
namespace packed {

bool supported() {
  static const bool avx512 = __builtin_cpu_supports("avx512f");
  return avx512;
}

Panels::Panels(const float* b, Index k, Index n, bool transposed, Index ldb) : k_(k), n_(n) {
  if (k < 0 || n < 0) throw std::invalid_argument("packed::Panels: negative shape");
  if (ldb == 0) ldb = transposed ? k : n;
  const Index panels = (n + kWidth - 1) / kWidth;
  data_.assign(panels * k * kWidth, 0.f);
  for (Index p = 0; p < panels; ++p) {
    const Index j0 = p * kWidth, cols = std::min(kWidth, n - j0);
    float* panel = data_.data() + p * k * kWidth;
    for (Index i = 0; i < k; ++i)
      for (Index j = 0; j < cols; ++j)
        panel[i * kWidth + j] = transposed ? b[(j0 + j) * ldb + i] : b[i * ldb + j0 + j];
  }
}

namespace {

// C's block [R, cols] = A's R rows @ one panel; cols <= 32 (the panel's padding is zeros)
template <int R>
__attribute__((target("avx512f,fma"))) void block(const float* a, Index lda, const float* panel, Index k, float* c,
                                                  Index ldc, Index cols) {
  __m512 lo[R], hi[R];
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) lo[r] = hi[r] = _mm512_setzero_ps();
  for (Index i = 0; i < k; ++i) {
    const __m512 b0 = _mm512_loadu_ps(panel + i * Panels::kWidth);
    const __m512 b1 = _mm512_loadu_ps(panel + i * Panels::kWidth + 16);
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      const __m512 ar = _mm512_set1_ps(a[r * lda + i]);
      lo[r] = _mm512_fmadd_ps(ar, b0, lo[r]);
      hi[r] = _mm512_fmadd_ps(ar, b1, hi[r]);
    }
  }
  const __mmask16 lo_mask = cols >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << cols) - 1);
  const __mmask16 hi_mask = cols >= 32 ? __mmask16(0xFFFF) : cols <= 16 ? 0 : __mmask16((1u << (cols - 16)) - 1);
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
    _mm512_mask_storeu_ps(c + r * ldc, lo_mask, lo[r]);
    _mm512_mask_storeu_ps(c + r * ldc + 16, hi_mask, hi[r]);
  }
}

using Block = void (*)(const float*, Index, const float*, Index, float*, Index, Index);
constexpr Index kRows = 8;  // rows per block: 16 accumulators, 2 panel rows and a broadcast in registers
constexpr Block kTail[kRows] = {nullptr, block<1>, block<2>, block<3>, block<4>, block<5>, block<6>, block<7>};

}  // namespace

void Panels::multiply(Index m, const float* a, Index lda, float* c, Index ldc) const {
  for (Index p = 0; p * kWidth < n_; ++p) {
    const float* panel = data_.data() + p * k_ * kWidth;
    const Index j0 = p * kWidth, cols = std::min(kWidth, n_ - j0);
    Index r0 = 0;
    for (; r0 + kRows <= m; r0 += kRows) block<kRows>(a + r0 * lda, lda, panel, k_, c + r0 * ldc + j0, ldc, cols);
    if (r0 < m) kTail[m - r0](a + r0 * lda, lda, panel, k_, c + r0 * ldc + j0, ldc, cols);
  }
}

}  // namespace packed
}  // namespace paddle

namespace {

namespace py = pybind11;
using Dense = py::array_t<float, py::array::c_style | py::array::forcecast>;

py::array packed_product(const Dense& a, const Dense& b, bool transposed) {
  if (a.ndim() != 2 || b.ndim() != 2) throw std::invalid_argument("packed_product: A and B should be 2-D");
  const auto k = a.shape(1), n = transposed ? b.shape(0) : b.shape(1), kb = transposed ? b.shape(1) : b.shape(0);
  if (kb != k)
    throw std::invalid_argument("packed_product: A has " + std::to_string(k) + " columns but B " +
                                std::to_string(kb) + " rows" + (transposed ? " (as transposed)" : ""));
  if (!paddle::packed::supported()) throw std::runtime_error("packed_product: this CPU has no AVX-512F");
  const paddle::packed::Panels panels(b.data(), k, n, transposed);
  py::array_t<float> c({a.shape(0), n});
  panels.multiply(a.shape(0), a.data(), k, c.mutable_data(), n);
  return std::move(c);
}

}  // namespace

PADDLE_DEFINE_KERNELS(packed) {
  m.def("packed_product_f32", &packed_product, py::arg("a"), py::arg("b"), py::arg("transposed") = false,
        "A @ B (B = b^T where transposed) through B packed once into panels (the recurrences' products).");
  m.def("packed_product_supported", &paddle::packed::supported, "Whether this CPU runs the packed micro-kernel.");
}
