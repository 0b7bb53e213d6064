// The packed right-hand side and its micro-kernel (packed_product.h), and, for the tests, each
// product through them from Python:
//
//   packed_product_f32(a, b, transposed)   A @ B (B = b^T where transposed), float32 2-D arrays
//   packed_add_at_b_f32(c, a, b)           c += a^T @ b, in place
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
    if (transposed)  // b's rows read along, a stretch of 64 at a time (read across, they ran ~5x slower)
      for (Index i0 = 0; i0 < k; i0 += 64)
        for (Index j = 0; j < cols; ++j)
          for (Index i = i0; i < std::min(k, i0 + 64); ++i) panel[i * kWidth + j] = b[(j0 + j) * ldb + i];
    else
      for (Index i = 0; i < k; ++i) std::copy(b + i * ldb + j0, b + i * ldb + j0 + cols, panel + i * kWidth);
  }
}

Panels::Panels(const float* top, Index k_top, const float* b, Index k, Index n) : k_(k_top + k), n_(n) {
  if (k_top < 0 || k < 0 || n < 0) throw std::invalid_argument("packed::Panels: negative shape");
  const Index panels = (n + kWidth - 1) / kWidth;
  data_.assign(panels * k_ * kWidth, 0.f);
  for (Index p = 0; p < panels; ++p) {
    const Index j0 = p * kWidth, cols = std::min(kWidth, n - j0);
    float* panel = data_.data() + p * k_ * kWidth;
    for (Index i = 0; i < k_; ++i) {
      const float* row = i < k_top ? top + i * n : b + (i - k_top) * n;
      std::copy(row + j0, row + j0 + cols, panel + i * kWidth);
    }
  }
}

namespace {

// the lanes of a panel row's two vectors that hold its first `cols` columns
struct Lanes {
  __mmask16 lo, hi;
  explicit Lanes(Index cols)
      : lo(cols >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << cols) - 1)),
        hi(cols >= 32 ? __mmask16(0xFFFF) : cols <= 16 ? 0 : __mmask16((1u << (cols - 16)) - 1)) {}
};

// C's block [R, cols] = A's R rows @ one panel (plus C's block where ACC), cols <= 32 (the panel's
// padding is zeros); A's R rows are R columns of a where AT (A = a^T: row r, element i at a[i * lda + r])
template <int R, bool AT, bool ACC>
__attribute__((target("avx512f,fma"))) void block(const float* a, Index lda, const float* panel, Index k, float* c,
                                                  Index ldc, Index cols) {
  const Lanes lanes(cols);
  const __mmask16 lo_mask = lanes.lo, hi_mask = lanes.hi;
  __m512 lo[R], hi[R];
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
    lo[r] = ACC ? _mm512_maskz_loadu_ps(lo_mask, c + r * ldc) : _mm512_setzero_ps();
    hi[r] = ACC ? _mm512_maskz_loadu_ps(hi_mask, c + r * ldc + 16) : _mm512_setzero_ps();
  }
  for (Index i = 0; i < k; ++i) {
    const __m512 b0 = _mm512_loadu_ps(panel + i * Panels::kWidth);
    const __m512 b1 = _mm512_loadu_ps(panel + i * Panels::kWidth + 16);
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      const __m512 ar = _mm512_set1_ps(AT ? a[i * lda + r] : a[r * lda + i]);
      lo[r] = _mm512_fmadd_ps(ar, b0, lo[r]);
      hi[r] = _mm512_fmadd_ps(ar, b1, hi[r]);
    }
  }
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
    _mm512_mask_storeu_ps(c + r * ldc, lo_mask, lo[r]);
    _mm512_mask_storeu_ps(c + r * ldc + 16, hi_mask, hi[r]);
  }
}

using Block = void (*)(const float*, Index, const float*, Index, float*, Index, Index);
constexpr Index kRows = 8;  // rows per block: 16 accumulators, 2 panel rows and a broadcast in registers

// C's rows [0, m) against one panel, blocks of kRows rows then one block of the rest; A's row r0
// at a + r0 * step (step: lda, or 1 where AT)
template <bool AT, bool ACC>
void rows_by_blocks(Index m, const float* a, Index lda, const float* panel, Index k, float* c, Index ldc,
                    Index cols) {
  static constexpr Block tail[kRows] = {nullptr,           block<1, AT, ACC>, block<2, AT, ACC>, block<3, AT, ACC>,
                                        block<4, AT, ACC>, block<5, AT, ACC>, block<6, AT, ACC>, block<7, AT, ACC>};
  const Index step = AT ? 1 : lda;
  Index r0 = 0;
  for (; r0 + kRows <= m; r0 += kRows) block<kRows, AT, ACC>(a + r0 * step, lda, panel, k, c + r0 * ldc, ldc, cols);
  if (r0 < m) tail[m - r0](a + r0 * step, lda, panel, k, c + r0 * ldc, ldc, cols);
}

// one panel of B's columns [0, cols) from b (k rows, ldb apart), zeros past cols: two vector moves
// a row (a copy call a row, 128 bytes, cost about as much as the row's share of the product)
__attribute__((target("avx512f"))) void copy_panel(const float* b, Index ldb, Index k, Index cols, float* panel) {
  const Lanes lanes(cols);
  for (Index i = 0; i < k; ++i) {
    _mm512_storeu_ps(panel + i * Panels::kWidth, _mm512_maskz_loadu_ps(lanes.lo, b + i * ldb));
    _mm512_storeu_ps(panel + i * Panels::kWidth + 16, _mm512_maskz_loadu_ps(lanes.hi, b + i * ldb + 16));
  }
}

}  // namespace

void Panels::multiply(Index m, const float* a, Index lda, float* c, Index ldc) const {
  for (Index p = 0; p * kWidth < n_; ++p) {
    const Index j0 = p * kWidth;
    rows_by_blocks<false, false>(m, a, lda, data_.data() + p * k_ * kWidth, k_, c + j0, ldc, std::min(kWidth, n_ - j0));
  }
}

void add_transposed_product(Index k, Index m, const float* a, Index lda, const float* b, Index ldb, Index n, float* c,
                            Index ldc) {
  thread_local std::vector<float> panel;  // B's columns [j0, j0 + 32), k rows of 32 (zeros past n)
  panel.resize(k * Panels::kWidth);
  for (Index j0 = 0; j0 < n; j0 += Panels::kWidth) {
    const Index cols = std::min(Panels::kWidth, n - j0);
    copy_panel(b + j0, ldb, k, cols, panel.data());
    rows_by_blocks<true, true>(m, a, lda, panel.data(), k, c + j0, ldc, cols);
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

std::string shape_of(const py::array& a) {
  return "[" + std::to_string(a.shape(0)) + ", " + std::to_string(a.shape(1)) + "]";
}

// c += a^T @ b in place (c float32 [m, n], a [k, m], b [k, n])
void add_transposed_product(py::array_t<float, py::array::c_style>& c, const Dense& a, const Dense& b) {
  if (a.ndim() != 2 || b.ndim() != 2 || c.ndim() != 2) throw std::invalid_argument("packed_add_at_b: arrays should be 2-D");
  if (b.shape(0) != a.shape(0) || c.shape(0) != a.shape(1) || c.shape(1) != b.shape(1))
    throw std::invalid_argument("packed_add_at_b: c " + shape_of(c) + " += a^T @ b with a " + shape_of(a) + ", b " +
                                shape_of(b));
  if (!paddle::packed::supported()) throw std::runtime_error("packed_add_at_b: this CPU has no AVX-512F");
  paddle::packed::add_transposed_product(a.shape(0), a.shape(1), a.data(), a.shape(1), b.data(), b.shape(1), b.shape(1),
                                         c.mutable_data(), c.shape(1));
}

}  // namespace

PADDLE_DEFINE_KERNELS(packed) {
  m.def("packed_add_at_b_f32", &add_transposed_product, py::arg("c"), py::arg("a"), py::arg("b"),
        "c += a^T @ b in place, float32 2-D arrays (the recurrences' weight gradients, step by step).");
  m.def("packed_product_f32", &packed_product, py::arg("a"), py::arg("b"), py::arg("transposed") = false,
        "A @ B (B = b^T where transposed) through B packed once into panels (the recurrences' products).");
  m.def("packed_product_supported", &paddle::packed::supported, "Whether this CPU runs the packed micro-kernel.");
}
