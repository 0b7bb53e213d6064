// Dense kernels of kernels/math.py on the CPU, split across the runtime's pool (thread_pool.h):
//
//   sum_f32 / sum_f64 (xs)           the elementwise sum of a list of same-shaped arrays, in one pass
//                                    (x0 + x1 + x2 ... in that order per element, as numpy adds them)
//   matmul_f32 / matmul_f64 (a, b, trans_a, trans_b)
//                                    op(A) @ op(B) of 2-D arrays through numpy's own BLAS (blas.h),
//                                    the output's rows (or columns, when it has few rows) split
//                                    across the pool, each part one single-threaded BLAS call
//
// The Python side (kernels/math.py) calls these for float32/float64 only and keeps numpy for the
// rest. While a net runs the BLAS is single-threaded (blas::hold, paddle/core/plan.py); called with
// a multi-threaded BLAS, matmul makes one call and lets the BLAS thread it (two callers sharing
// OpenBLAS's own threads would fight over them).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "blas.h"
#include "op_decl.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

using Index = py::ssize_t;
template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

// --- sum ---------------------------------------------------------------------------------------
template <typename T>
py::array sum(const py::list& xs) {
  if (xs.empty()) throw std::invalid_argument("sum: X should hold at least one tensor");
  std::vector<Contig<T>> in;
  in.reserve(xs.size());
  for (const py::handle& x : xs) {
    auto a = Contig<T>::ensure(x);
    if (!a) throw std::invalid_argument(std::string("sum: expected ") + paddle::dtype_name<T>() + " arrays");
    if (!in.empty()) paddle::require_same(in.front(), a, "sum", "each tensor of X");
    in.push_back(std::move(a));
  }
  py::array_t<T> out(std::vector<Index>(in.front().shape(), in.front().shape() + in.front().ndim()));
  std::vector<const T*> src;
  for (auto& a : in) src.push_back(a.data());
  T* dst = out.mutable_data();
  const Index n = out.size();
  {
    py::gil_scoped_release release;
    paddle::parallel_for(
        n,
        [&](Index begin, Index end, int) {
          const T* first = src[0];
          if (src.size() == 1) {
            std::memcpy(dst + begin, first + begin, size_t(end - begin) * sizeof(T));
            return;
          }
          const T* second = src[1];
          for (Index i = begin; i < end; ++i) dst[i] = first[i] + second[i];
          for (size_t k = 2; k < src.size(); ++k) {  // in place on the part just written (still in cache)
            const T* more = src[k];
            for (Index i = begin; i < end; ++i) dst[i] += more[i];
          }
        },
        double(src.size()));
  }
  return std::move(out);
}

// --- matmul --------------------------------------------------------------------------------------
// A 2-D operand as the BLAS reads it: a pointer, its leading dimension, and whether it is stored
// transposed (a column-major array is a row-major one transposed).
template <typename T>
struct Operand {
  py::array keep;  // the array (or a C-contiguous copy) the pointer points into
  const T* data;
  Index ld;
  bool transposed;
};

template <typename T>
Operand<T> operand(const py::array& x, bool trans, const char* slot) {
  if (x.ndim() != 2) throw std::invalid_argument(std::string("matmul: ") + slot + " should be a matrix");
  if (!paddle::same_dtype(x.dtype(), py::dtype::of<T>()))
    throw std::invalid_argument(std::string("matmul: ") + slot + " should be " + paddle::dtype_name<T>());
  const Index size = Index(sizeof(T)), rows = x.shape(0), cols = x.shape(1);
  const Index s0 = x.strides(0), s1 = x.strides(1);
  const bool aligned = s0 % size == 0 && s1 % size == 0 && s0 >= 0 && s1 >= 0;
  if (aligned && (s1 == size || cols <= 1) && s0 / size >= std::max<Index>(cols, 1))  // row-major rows
    return {x, static_cast<const T*>(x.data()), std::max<Index>(s0 / size, 1), trans};
  if (aligned && (s0 == size || rows <= 1) && s1 / size >= std::max<Index>(rows, 1))  // column-major
    return {x, static_cast<const T*>(x.data()), std::max<Index>(s1 / size, 1), !trans};
  auto copy = Contig<T>::ensure(x);
  return {copy, copy.data(), std::max<Index>(cols, 1), trans};
}

// C [m, n] = op(A) @ op(B) through the BLAS, in parts where OpenBLAS runs the product whole slower
// (measured on one Zen 4 core, its SkylakeX kernels): a thin op(A) (k <= 64: an fc over few
// inputs) by 64-row parts of C, 1792 x 28 x 512 at 77 against 100 GFLOPS; a short wide one (m <= 64,
// k > 256: that fc's weight gradient) by 64-deep slabs of k added up, 28 x 512 x 1792 at 81 against
// 104. Each part stays in the core's caches; the sums are the same up to rounding.
template <typename T>
void product_in_parts(bool ta, bool tb, Index m, Index n, Index k, const T* a, Index lda, const T* b, Index ldb,
                      T* c, Index ldc) {
  constexpr Index kPart = 64;
  if (k <= kPart && m > 2 * kPart) {
    for (Index i0 = 0; i0 < m; i0 += kPart)
      paddle::blas::gemm<T>(ta, tb, std::min(kPart, m - i0), n, k, a + (ta ? i0 : i0 * lda), lda, b, ldb, T(0),
                            c + i0 * ldc, ldc);
  } else if (m <= kPart && k > 4 * kPart) {
    for (Index p0 = 0; p0 < k; p0 += kPart)
      paddle::blas::gemm<T>(ta, tb, m, n, std::min(kPart, k - p0), a + (ta ? p0 * lda : p0), lda,
                            b + (tb ? p0 : p0 * ldb), ldb, p0 ? T(1) : T(0), c, ldc);
  } else {
    paddle::blas::gemm<T>(ta, tb, m, n, k, a, lda, b, ldb, T(0), c, ldc);
  }
}

template <typename T>
py::array matmul(const py::array& a_in, const py::array& b_in, bool trans_a, bool trans_b) {
  const Operand<T> a = operand<T>(a_in, trans_a, "X"), b = operand<T>(b_in, trans_b, "Y");
  const Index m = trans_a ? a_in.shape(1) : a_in.shape(0), k = trans_a ? a_in.shape(0) : a_in.shape(1);
  const Index kb = trans_b ? b_in.shape(1) : b_in.shape(0), n = trans_b ? b_in.shape(0) : b_in.shape(1);
  if (k != kb)
    throw std::invalid_argument("matmul: the operands' inner sizes differ (" + std::to_string(k) + " and " +
                                std::to_string(kb) + ")");
  if (!paddle::blas::ready()) throw std::runtime_error("matmul: no BLAS found (numpy's OpenBLAS)");
  py::array_t<T> out({m, n});
  T* c = out.mutable_data();
  if (m == 0 || n == 0) return std::move(out);
  if (k == 0) {
    std::fill(c, c + m * n, T(0));
    return std::move(out);
  }
  py::gil_scoped_release release;
  const bool split = paddle::blas::threads() <= 1;
  const double work = double(m) * double(n) * double(k);
  if (!split || paddle::pool_threads() <= 1 || work < 2e5) {
    if (split)
      product_in_parts<T>(a.transposed, b.transposed, m, n, k, a.data, a.ld, b.data, b.ld, c, n);
    else  // the BLAS threads it: whole
      paddle::blas::gemm<T>(a.transposed, b.transposed, m, n, k, a.data, a.ld, b.data, b.ld, T(0), c, n);
    return std::move(out);
  }
  // rows of C from rows of op(A); or, with fewer rows than threads, columns from columns of op(B).
  // One part a thread: each BLAS call packs its operands afresh, so more parts would pack the
  // shared operand once per part (at 128 x 784 x 200, eight parts made the product slower).
  const bool by_rows = m >= 2 * paddle::pool_threads() || m >= n;
  const Index count = by_rows ? m : n;
  const Index parts = std::min<Index>({Index(paddle::pool_threads()), count, Index(work / 2e5)});
  paddle::parallel_for(
      parts,
      [&](Index part_begin, Index part_end, int) {
        const Index begin = count * part_begin / parts, end = count * part_end / parts, len = end - begin;
        if (len <= 0) return;
        if (by_rows) {
          const T* a_part = a.data + (a.transposed ? begin : begin * a.ld);
          product_in_parts<T>(a.transposed, b.transposed, len, n, k, a_part, a.ld, b.data, b.ld, c + begin * n, n);
        } else {
          const T* b_part = b.data + (b.transposed ? begin * b.ld : begin);
          product_in_parts<T>(a.transposed, b.transposed, m, len, k, a.data, a.ld, b_part, b.ld, c + begin, n);
        }
      },
      1e9);  // each part is worth a thread (the sizes were checked above)
  return std::move(out);
}

}  // namespace

PADDLE_DEFINE_KERNELS(dense) {
  m.def("sum_f32", &sum<float>, py::arg("xs"), "The elementwise sum of float32 arrays of one shape.");
  m.def("sum_f64", &sum<double>, py::arg("xs"), "The elementwise sum of float64 arrays of one shape.");
  m.def("matmul_f32", &matmul<float>, py::arg("a"), py::arg("b"), py::arg("trans_a") = false,
        py::arg("trans_b") = false, "op(A) @ op(B) of float32 matrices, split across the pool.");
  m.def("matmul_f64", &matmul<double>, py::arg("a"), py::arg("b"), py::arg("trans_a") = false,
        py::arg("trans_b") = false, "op(A) @ op(B) of float64 matrices, split across the pool.");
  m.def("blas_hold", &paddle::blas::hold, "Make numpy's BLAS single-threaded until the matching blas_release.");
  m.def("blas_release", &paddle::blas::release, "Undo one blas_hold (the last gives the BLAS its threads back).");
}
