// @generated — DO NOT EDIT
// generator: python -m paddle.codegen (paddle.codegen.emit.fused)
// sources: kernels/activation.py, kernels/elementwise.py, kernels/math.py
// Fused elementwise kernels, generated from the registry's per-element declarations
// (`.elementwise(...)`, registry/fusion.py) by codegen/emit/fused.py: one forward and one
// backward loop per chain "head then tail", a head being a binary op whose Y broadcasts along
// one block of X's axes (a bias per row or per channel, or Y of X's shape) and a tail an
// activation. The plan (paddle/core/fusion.py) runs them in place of the ops they fuse.
//
// X is viewed as [outer, m, inner] and Y as [m]: Y's element c serves X's block c. Forward:
// Out = tail(head(X, Y)), nothing else written. Backward: G = the tail's gradient (of Out and
// Out@GRAD), X@GRAD = the head's gradient of X (of X, Y, G), Y@GRAD = the sum over outer and
// inner of the head's gradient of Y (per block in 16 lanes of T, then in double). And per tail,
// forward only, batch norm in inference mode as its per-channel affine map then the tail
// (fused_affine_<tail>). The loops run without the GIL, split across the thread pool
// (paddle::parallel_for) where the work pays for it; the bits do not depend on the thread count.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "../../kernels/cpp/fast_math.h"
#include "../../kernels/cpp/op_decl.h"
#include "../../kernels/cpp/thread_pool.h"

namespace py = pybind11;

namespace {

// as kernels/cpp/activation.cc: no trapping math, so a `?:` on floats vectorises as a select
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using namespace paddle_math;
using Index = py::ssize_t;

// --- each op's expressions, as declared in the registry -----------------------------------------
// add (kernels/elementwise.py)
template <typename T>
inline T add_forward(T x, T y) { return x + y; }
template <typename T>
inline T add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
inline T add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// elementwise_add (kernels/math.py)
template <typename T>
inline T elementwise_add_forward(T x, T y) { return x + y; }
template <typename T>
inline T elementwise_add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
inline T elementwise_add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// rowwise_add (kernels/math.py)
template <typename T>
inline T rowwise_add_forward(T x, T y) { return x + y; }
template <typename T>
inline T rowwise_add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
inline T rowwise_add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// relu (kernels/activation.py)
template <typename T>
inline T relu_forward(T x) { return x > T(0) ? x : (x != x ? x : T(0)); }
template <typename T>
inline T relu_grad(T out, T dout) { (void)out; (void)dout; return out > T(0) ? dout : dout * T(0); }
// sigmoid (kernels/activation.py)
template <typename T>
inline T sigmoid_forward(T x) { return T(1) / (T(1) + exp_fast(-x)); }
template <typename T>
inline T sigmoid_grad(T out, T dout) { (void)out; (void)dout; return dout * out * (T(1) - out); }
// tanh (kernels/activation.py)
template <typename T>
inline T tanh_forward(T x) { return tanh_fast(x); }
template <typename T>
inline T tanh_grad(T out, T dout) { (void)out; (void)dout; return dout * (T(1) - out * out); }

// --- the loops, one pair per chain, float and double, each compiled for AVX-512 and AVX2 beside
// the default (PADDLE_CLONES, fast_math.h) -------------------------------------------------------
constexpr Index kLanes = 16;  // Y@GRAD's partial sums over a block: independent lanes vectorise

// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<float>(add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<float>(add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_relu_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[c], dout[c]);
      dx[c] = add_grad_x<float>(x[c], y[c], g);
      dy[c] = add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_relu_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = relu_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = relu_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<float>(x[base + k], yc, g);
      sum += double(add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<double>(add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<double>(add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_relu_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[c], dout[c]);
      dx[c] = add_grad_x<double>(x[c], y[c], g);
      dy[c] = add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_relu_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = relu_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = relu_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<double>(x[base + k], yc, g);
      sum += double(add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<float>(add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<float>(add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_sigmoid_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[c], dout[c]);
      dx[c] = add_grad_x<float>(x[c], y[c], g);
      dy[c] = add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_sigmoid_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = sigmoid_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = sigmoid_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<float>(x[base + k], yc, g);
      sum += double(add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<double>(add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<double>(add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_sigmoid_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[c], dout[c]);
      dx[c] = add_grad_x<double>(x[c], y[c], g);
      dy[c] = add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_sigmoid_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = sigmoid_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = sigmoid_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<double>(x[base + k], yc, g);
      sum += double(add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<float>(add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<float>(add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_tanh_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[c], dout[c]);
      dx[c] = add_grad_x<float>(x[c], y[c], g);
      dy[c] = add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_tanh_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = tanh_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = tanh_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<float>(x[base + k], yc, g);
      sum += double(add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<double>(add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<double>(add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_add_tanh_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[c], dout[c]);
      dx[c] = add_grad_x<double>(x[c], y[c], g);
      dy[c] = add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_add_tanh_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = tanh_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = tanh_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = add_grad_x<double>(x[base + k], yc, g);
      sum += double(add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_relu_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_relu_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = relu_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = relu_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_relu_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_relu_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = relu_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = relu_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = sigmoid_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = sigmoid_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = sigmoid_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = sigmoid_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_tanh_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_tanh_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = tanh_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = tanh_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_elementwise_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_elementwise_add_tanh_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[c], dout[c]);
      dx[c] = elementwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = elementwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_elementwise_add_tanh_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = tanh_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = elementwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += elementwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = tanh_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = elementwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(elementwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_relu_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = relu_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_relu_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = relu_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = relu_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = relu_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = relu_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_relu_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = relu_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_relu_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = relu_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = relu_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = sigmoid_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = sigmoid_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = sigmoid_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = sigmoid_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = sigmoid_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = sigmoid_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const float* xr = x + row;
      float* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_tanh_grad_rows_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    float* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<float>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<float>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const float g = tanh_grad<float>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_tanh_grad_blocks_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const float yc = y[b % m];
    const Index base = b * inner;
    float lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const float g = tanh_grad<float>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<float>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<float>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const float g = tanh_grad<float>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<float>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<float>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}
// Out over a part of X: inner == 1 (Y along the last axis: a bias per column, or Y of X's shape):
// elements [begin, end) of X viewed [outer, m], the loop over Y within each row; inner > 1: blocks
// [begin, end) of X viewed [outer * m, inner], block b served by Y[b % m].
PADDLE_CLONES void fused_rowwise_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index m, Index inner, Index begin, Index end) {
  if (inner == 1) {
    for (Index e = begin; e < end;) {
      const Index row = e / m * m, c0 = e - row, c1 = std::min(m, c0 + (end - e));
      const double* xr = x + row;
      double* outr = out + row;
      for (Index c = c0; c < c1; ++c) outr[c] = tanh_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
      e += c1 - c0;
    }
    return;
  }
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    for (Index k = 0; k < inner; ++k)
      out[base + k] = tanh_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
  }
}

// X@GRAD over rows [r0, r1) and columns [c0, c1) of X viewed [outer, m] (inner == 1), and Y@GRAD's
// part: sums[c] = the sum over those rows in order, in double; or, where Y has X's shape (one row),
// Y@GRAD itself into dy (its sum of one term).
PADDLE_CLONES void fused_rowwise_add_tanh_grad_rows_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    double* __restrict dy, Index m, Index r0, Index r1, Index c0, Index c1) {
  if (dy != nullptr) {  // one row
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[c], dout[c]);
      dx[c] = rowwise_add_grad_x<double>(x[c], y[c], g);
      dy[c] = rowwise_add_grad_y<double>(x[c], y[c], g);
    }
    return;
  }
  for (Index c = c0; c < c1; ++c) sums[c] = 0.0;
  for (Index o = r0; o < r1; ++o) {
    const Index base = o * m;
    for (Index c = c0; c < c1; ++c) {
      const double g = tanh_grad<double>(out[base + c], dout[base + c]);
      dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
      sums[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
    }
  }
}

// X@GRAD over blocks [begin, end) of X viewed [outer * m, inner] (inner > 1), and each block's sum of
// Y@GRAD (16 lanes of T, then in double) into sums[b].
PADDLE_CLONES void fused_rowwise_add_tanh_grad_blocks_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict sums,
    Index m, Index inner, Index begin, Index end) {
  for (Index b = begin; b < end; ++b) {
    const double yc = y[b % m];
    const Index base = b * inner;
    double lanes[kLanes] = {};
    Index k = 0;
    for (; k + kLanes <= inner; k += kLanes) {
      for (Index j = 0; j < kLanes; ++j) {
        const double g = tanh_grad<double>(out[base + k + j], dout[base + k + j]);
        dx[base + k + j] = rowwise_add_grad_x<double>(x[base + k + j], yc, g);
        lanes[j] += rowwise_add_grad_y<double>(x[base + k + j], yc, g);
      }
    }
    double sum = 0.0;
    for (; k < inner; ++k) {
      const double g = tanh_grad<double>(out[base + k], dout[base + k]);
      dx[base + k] = rowwise_add_grad_x<double>(x[base + k], yc, g);
      sum += double(rowwise_add_grad_y<double>(x[base + k], yc, g));
    }
    for (Index j = 0; j < kLanes; ++j) sum += double(lanes[j]);
    sums[b] = sum;
  }
}

// --- batch norm in inference mode then an activation: X * a + b per channel, then the tail -------
// a = Scale / sqrt(Variance + epsilon) and b = Bias - Mean * a come in double (C values, computed
// by the plan per run) and are rounded to T once, as kernels/cpp/batch_norm.cc does.
PADDLE_CLONES void fused_affine_relu_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const float ac = float(a[blk % m]), bc = float(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = relu_forward<float>(x[base + k] * ac + bc);
  }
}
PADDLE_CLONES void fused_affine_relu_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const double ac = double(a[blk % m]), bc = double(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = relu_forward<double>(x[base + k] * ac + bc);
  }
}
PADDLE_CLONES void fused_affine_sigmoid_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const float ac = float(a[blk % m]), bc = float(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = sigmoid_forward<float>(x[base + k] * ac + bc);
  }
}
PADDLE_CLONES void fused_affine_sigmoid_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const double ac = double(a[blk % m]), bc = double(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = sigmoid_forward<double>(x[base + k] * ac + bc);
  }
}
PADDLE_CLONES void fused_affine_tanh_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const float ac = float(a[blk % m]), bc = float(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = tanh_forward<float>(x[base + k] * ac + bc);
  }
}
PADDLE_CLONES void fused_affine_tanh_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index m, Index inner, Index begin, Index end) {
  for (Index blk = begin; blk < end; ++blk) {  // blocks of X viewed [outer * m, inner]
    const double ac = double(a[blk % m]), bc = double(b[blk % m]);
    const Index base = blk * inner;
    for (Index k = 0; k < inner; ++k) out[base + k] = tanh_forward<double>(x[base + k] * ac + bc);
  }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

// --- the Python-facing kernels: dtype dispatch and the layout checks ----------------------------
template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

template <typename T>
using Forward = void (*)(const T*, const T*, T*, Index, Index, Index, Index);

template <typename T>
using GradRows = void (*)(const T*, const T*, const T*, const T*, T*, double*, T*, Index, Index, Index, Index, Index);

template <typename T>
using GradBlocks = void (*)(const T*, const T*, const T*, const T*, T*, double*, Index, Index, Index, Index);

// Splitting the work across the pool (thread_pool.h): in blocks of X (inner > 1) or elements
// (inner == 1), each costing about its size in element operations; nothing is shared between the
// parts but Y@GRAD's sums, which each part writes to its own place and one thread adds in order.
constexpr double kCostPerElement = 4.0;
constexpr Index kTile = 16384;  // Y@GRAD with inner == 1: rows and columns in tiles of about this many elements

template <typename Body>
void split(Index count, double cost_per_item, const Body& body) {
  paddle::parallel_for(count, [&](paddle::PoolIndex begin, paddle::PoolIndex end, int) { body(begin, end); },
                       cost_per_item);
}

bool is_float32(const std::string& op, const py::array& x) {
  if (x.dtype().kind() == 'f' && (x.itemsize() == 4 || x.itemsize() == 8)) return x.itemsize() == 4;
  throw std::invalid_argument(op + ": X should be float32 or float64, got " + std::string(py::str(x.dtype())));
}

Index outer_of(const std::string& op, const py::array& x, const py::array& y, Index m, Index inner) {
  if (m <= 0 || inner <= 0 || y.size() != m || x.size() % (m * inner) != 0)
    throw std::invalid_argument(op + ": Y of " + std::to_string(y.size()) + " values does not tile X of " +
                                std::to_string(x.size()) + " as blocks of " + std::to_string(inner) +
                                " (m=" + std::to_string(m) + ")");
  return x.size() / (m * inner);
}

std::vector<Index> shape_of(const py::array& a) { return std::vector<Index>(a.shape(), a.shape() + a.ndim()); }

template <typename T>
py::array forward(Forward<T> loop, const std::string& op, const py::array& x, const py::array& y, Index m,
                  Index inner) {
  const Index outer = outer_of(op, x, y, m, inner);
  const auto cx = Contig<T>::ensure(x);
  const auto cy = Contig<T>::ensure(y);
  py::array_t<T> out(shape_of(x));
  const T* px = cx.data();
  const T* py_ = cy.data();
  T* po = out.mutable_data();
  {
    py::gil_scoped_release release;
    if (inner == 1)
      split(outer * m, kCostPerElement, [&](Index b, Index e) { loop(px, py_, po, m, 1, b, e); });
    else
      split(outer * m, kCostPerElement * double(inner), [&](Index b, Index e) { loop(px, py_, po, m, inner, b, e); });
  }
  return out;
}

// Y@GRAD's sums in a fixed order whatever the thread count: inner > 1, one sum per block of X (by
// the thread that owns the block), added over outer in order; inner == 1, X in tiles of rows x
// columns fixed by the shape, one sum per (row tile, column), added over the row tiles in order.
template <typename T>
py::tuple backward(GradRows<T> rows, GradBlocks<T> blocks, const std::string& op, const py::array& x,
                   const py::array& y, const py::array& out, const py::array& dout, Index m, Index inner) {
  const Index outer = outer_of(op, x, y, m, inner);
  if (out.size() != x.size() || dout.size() != x.size())
    throw std::invalid_argument(op + ": Out and Out@GRAD should have X's " + std::to_string(x.size()) + " values");
  const auto cx = Contig<T>::ensure(x);
  const auto cy = Contig<T>::ensure(y);
  const auto co = Contig<T>::ensure(out);
  const auto cg = Contig<T>::ensure(dout);
  py::array_t<T> dx(shape_of(x));
  py::array_t<T> dy(shape_of(y));
  const T* px = cx.data();
  const T* py_ = cy.data();
  const T* po = co.data();
  const T* pg = cg.data();
  T* pdx = dx.mutable_data();
  T* pdy = dy.mutable_data();
  {
    py::gil_scoped_release release;
    if (inner > 1) {
      std::vector<double> sums(static_cast<size_t>(outer * m));
      split(outer * m, kCostPerElement * double(inner), [&](Index b, Index e) {
        blocks(px, py_, po, pg, pdx, sums.data(), m, inner, b, e);
      });
      for (Index c = 0; c < m; ++c) {
        double s = 0.0;
        for (Index o = 0; o < outer; ++o) s += sums[static_cast<size_t>(o * m + c)];
        pdy[c] = static_cast<T>(s);
      }
    } else if (outer == 1) {  // Y of X's shape: no sum
      split(m, kCostPerElement, [&](Index b, Index e) { rows(px, py_, po, pg, pdx, nullptr, pdy, m, 0, 1, b, e); });
    } else {
      const Index tile_rows = std::max<Index>(1, kTile / m), row_tiles = (outer + tile_rows - 1) / tile_rows;
      const Index tile_cols = std::min(m, kTile), col_tiles = (m + tile_cols - 1) / tile_cols;
      std::vector<double> sums(static_cast<size_t>(row_tiles * m));
      split(row_tiles * col_tiles, kCostPerElement * double(tile_rows * tile_cols), [&](Index b, Index e) {
        for (Index t = b; t < e; ++t) {
          const Index r = t / col_tiles, c0 = t % col_tiles * tile_cols;
          rows(px, py_, po, pg, pdx, sums.data() + r * m, nullptr, m, r * tile_rows,
               std::min(outer, (r + 1) * tile_rows), c0, std::min(m, c0 + tile_cols));
        }
      });
      for (Index c = 0; c < m; ++c) {
        double s = 0.0;
        for (Index r = 0; r < row_tiles; ++r) s += sums[static_cast<size_t>(r * m + c)];
        pdy[c] = static_cast<T>(s);
      }
    }
  }
  return py::make_tuple(dx, dy);
}

template <typename T>
using Affine = void (*)(const T*, const double*, const double*, T*, Index, Index, Index, Index);

template <typename T>
py::array affine(Affine<T> loop, const std::string& op, const py::array& x, const py::array& a, const py::array& b,
                 Index m, Index inner) {
  const Index outer = outer_of(op, x, a, m, inner);
  if (b.size() != m) throw std::invalid_argument(op + ": A and B should have m=" + std::to_string(m) + " values");
  const auto cx = Contig<T>::ensure(x);
  const auto ca = Contig<double>::ensure(a);
  const auto cb = Contig<double>::ensure(b);
  py::array_t<T> out(shape_of(x));
  const T* px = cx.data();
  const double* pa = ca.data();
  const double* pb = cb.data();
  T* po = out.mutable_data();
  {
    py::gil_scoped_release release;
    split(outer * m, kCostPerElement * double(inner), [&](Index b, Index e) { loop(px, pa, pb, po, m, inner, b, e); });
  }
  return out;
}

}  // namespace

PADDLE_DEFINE_KERNELS(fused_ops) {
  m.def("fused_affine_relu", [](const py::array& x, const py::array& a, const py::array& b, Index m,
                                         Index inner) {
    return is_float32("fused_affine_relu", x)
        ? affine<float>(&fused_affine_relu_loop_float, "fused_affine_relu", x, a, b, m, inner)
        : affine<double>(&fused_affine_relu_loop_double, "fused_affine_relu", x, a, b, m, inner);
  }, py::arg("x"), py::arg("a"), py::arg("b"), py::arg("m"), py::arg("inner"),
     "relu(X * A + B), A and B per block of X (batch norm in inference mode)");
  m.def("fused_affine_sigmoid", [](const py::array& x, const py::array& a, const py::array& b, Index m,
                                         Index inner) {
    return is_float32("fused_affine_sigmoid", x)
        ? affine<float>(&fused_affine_sigmoid_loop_float, "fused_affine_sigmoid", x, a, b, m, inner)
        : affine<double>(&fused_affine_sigmoid_loop_double, "fused_affine_sigmoid", x, a, b, m, inner);
  }, py::arg("x"), py::arg("a"), py::arg("b"), py::arg("m"), py::arg("inner"),
     "sigmoid(X * A + B), A and B per block of X (batch norm in inference mode)");
  m.def("fused_affine_tanh", [](const py::array& x, const py::array& a, const py::array& b, Index m,
                                         Index inner) {
    return is_float32("fused_affine_tanh", x)
        ? affine<float>(&fused_affine_tanh_loop_float, "fused_affine_tanh", x, a, b, m, inner)
        : affine<double>(&fused_affine_tanh_loop_double, "fused_affine_tanh", x, a, b, m, inner);
  }, py::arg("x"), py::arg("a"), py::arg("b"), py::arg("m"), py::arg("inner"),
     "tanh(X * A + B), A and B per block of X (batch norm in inference mode)");
  m.def("fused_add_relu", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_add_relu", x) ? forward<float>(&fused_add_relu_loop_float, "fused_add_relu", x, y, m, inner)
                                         : forward<double>(&fused_add_relu_loop_double, "fused_add_relu", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "relu(add(X, Y)), Y tiling X");
  m.def("fused_add_relu_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_add_relu_grad", x)
        ? backward<float>(&fused_add_relu_grad_rows_float, &fused_add_relu_grad_blocks_float, "fused_add_relu_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_add_relu_grad_rows_double, &fused_add_relu_grad_blocks_double, "fused_add_relu_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(add(X, Y))");
  m.def("fused_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_add_sigmoid", x) ? forward<float>(&fused_add_sigmoid_loop_float, "fused_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_add_sigmoid_loop_double, "fused_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(add(X, Y)), Y tiling X");
  m.def("fused_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_add_sigmoid_grad", x)
        ? backward<float>(&fused_add_sigmoid_grad_rows_float, &fused_add_sigmoid_grad_blocks_float, "fused_add_sigmoid_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_add_sigmoid_grad_rows_double, &fused_add_sigmoid_grad_blocks_double, "fused_add_sigmoid_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(add(X, Y))");
  m.def("fused_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_add_tanh", x) ? forward<float>(&fused_add_tanh_loop_float, "fused_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_add_tanh_loop_double, "fused_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(add(X, Y)), Y tiling X");
  m.def("fused_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_add_tanh_grad", x)
        ? backward<float>(&fused_add_tanh_grad_rows_float, &fused_add_tanh_grad_blocks_float, "fused_add_tanh_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_add_tanh_grad_rows_double, &fused_add_tanh_grad_blocks_double, "fused_add_tanh_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(add(X, Y))");
  m.def("fused_elementwise_add_relu", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_relu", x) ? forward<float>(&fused_elementwise_add_relu_loop_float, "fused_elementwise_add_relu", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_relu_loop_double, "fused_elementwise_add_relu", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "relu(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_relu_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_relu_grad", x)
        ? backward<float>(&fused_elementwise_add_relu_grad_rows_float, &fused_elementwise_add_relu_grad_blocks_float, "fused_elementwise_add_relu_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_relu_grad_rows_double, &fused_elementwise_add_relu_grad_blocks_double, "fused_elementwise_add_relu_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(elementwise_add(X, Y))");
  m.def("fused_elementwise_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_sigmoid", x) ? forward<float>(&fused_elementwise_add_sigmoid_loop_float, "fused_elementwise_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_sigmoid_loop_double, "fused_elementwise_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_sigmoid_grad", x)
        ? backward<float>(&fused_elementwise_add_sigmoid_grad_rows_float, &fused_elementwise_add_sigmoid_grad_blocks_float, "fused_elementwise_add_sigmoid_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_sigmoid_grad_rows_double, &fused_elementwise_add_sigmoid_grad_blocks_double, "fused_elementwise_add_sigmoid_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(elementwise_add(X, Y))");
  m.def("fused_elementwise_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_tanh", x) ? forward<float>(&fused_elementwise_add_tanh_loop_float, "fused_elementwise_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_tanh_loop_double, "fused_elementwise_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_tanh_grad", x)
        ? backward<float>(&fused_elementwise_add_tanh_grad_rows_float, &fused_elementwise_add_tanh_grad_blocks_float, "fused_elementwise_add_tanh_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_tanh_grad_rows_double, &fused_elementwise_add_tanh_grad_blocks_double, "fused_elementwise_add_tanh_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(elementwise_add(X, Y))");
  m.def("fused_rowwise_add_relu", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_relu", x) ? forward<float>(&fused_rowwise_add_relu_loop_float, "fused_rowwise_add_relu", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_relu_loop_double, "fused_rowwise_add_relu", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "relu(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_relu_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_relu_grad", x)
        ? backward<float>(&fused_rowwise_add_relu_grad_rows_float, &fused_rowwise_add_relu_grad_blocks_float, "fused_rowwise_add_relu_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_relu_grad_rows_double, &fused_rowwise_add_relu_grad_blocks_double, "fused_rowwise_add_relu_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(rowwise_add(X, Y))");
  m.def("fused_rowwise_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_sigmoid", x) ? forward<float>(&fused_rowwise_add_sigmoid_loop_float, "fused_rowwise_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_sigmoid_loop_double, "fused_rowwise_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_sigmoid_grad", x)
        ? backward<float>(&fused_rowwise_add_sigmoid_grad_rows_float, &fused_rowwise_add_sigmoid_grad_blocks_float, "fused_rowwise_add_sigmoid_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_sigmoid_grad_rows_double, &fused_rowwise_add_sigmoid_grad_blocks_double, "fused_rowwise_add_sigmoid_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(rowwise_add(X, Y))");
  m.def("fused_rowwise_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_tanh", x) ? forward<float>(&fused_rowwise_add_tanh_loop_float, "fused_rowwise_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_tanh_loop_double, "fused_rowwise_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_tanh_grad", x)
        ? backward<float>(&fused_rowwise_add_tanh_grad_rows_float, &fused_rowwise_add_tanh_grad_blocks_float, "fused_rowwise_add_tanh_grad", x, y,
                          out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_tanh_grad_rows_double, &fused_rowwise_add_tanh_grad_blocks_double, "fused_rowwise_add_tanh_grad", x,
                           y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(rowwise_add(X, Y))");
}
