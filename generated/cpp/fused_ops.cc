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
// (fused_affine_<tail>). The loops run without the GIL.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "../../kernels/cpp/fast_math.h"
#include "../../kernels/cpp/op_decl.h"

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

PADDLE_CLONES void fused_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<float>(add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<float>(add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_relu_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = relu_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<double>(add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<double>(add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_relu_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = relu_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<float>(add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<float>(add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_sigmoid_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<double>(add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<double>(add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_sigmoid_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<float>(add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<float>(add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_tanh_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = tanh_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<double>(add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<double>(add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_add_tanh_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = tanh_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_relu_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = relu_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_relu_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = relu_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_sigmoid_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<float>(elementwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<float>(elementwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_tanh_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = tanh_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_elementwise_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<double>(elementwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<double>(elementwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_elementwise_add_tanh_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = tanh_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = elementwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(elementwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_relu_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_relu_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = relu_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_relu_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = relu_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = relu_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_relu_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = relu_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_sigmoid_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = sigmoid_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_sigmoid_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = sigmoid_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = sigmoid_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_sigmoid_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = sigmoid_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_tanh_loop_float(const float* __restrict x, const float* __restrict y,
    float* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const float* xr = x + o * m;
      float* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<float>(rowwise_add_forward<float>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<float>(rowwise_add_forward<float>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_tanh_grad_loop_float(const float* __restrict x, const float* __restrict y,
    const float* __restrict out, const float* __restrict dout, float* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const float g = tanh_grad<float>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<float>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<float>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}
PADDLE_CLONES void fused_rowwise_add_tanh_loop_double(const double* __restrict x, const double* __restrict y,
    double* __restrict out, Index outer, Index m, Index inner) {
  if (inner == 1) {  // Y along the last axis (a bias per column): the inner loop runs over Y
    for (Index o = 0; o < outer; ++o) {
      const double* xr = x + o * m;
      double* outr = out + o * m;
      for (Index c = 0; c < m; ++c) outr[c] = tanh_forward<double>(rowwise_add_forward<double>(xr[c], y[c]));
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k)
        out[base + k] = tanh_forward<double>(rowwise_add_forward<double>(x[base + k], yc));
    }
  }
}

PADDLE_CLONES void fused_rowwise_add_tanh_grad_loop_double(const double* __restrict x, const double* __restrict y,
    const double* __restrict out, const double* __restrict dout, double* __restrict dx, double* __restrict dy,
    Index outer, Index m, Index inner) {
  if (inner == 1) {
    for (Index o = 0; o < outer; ++o) {
      const Index base = o * m;
      for (Index c = 0; c < m; ++c) {
        const double g = tanh_grad<double>(out[base + c], dout[base + c]);
        dx[base + c] = rowwise_add_grad_x<double>(x[base + c], y[c], g);
        dy[c] += double(rowwise_add_grad_y<double>(x[base + c], y[c], g));
      }
    }
    return;
  }
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double yc = y[c];
      const Index base = (o * m + c) * inner;
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
      dy[c] += sum;
    }
  }
}

// --- batch norm in inference mode then an activation: X * a + b per channel, then the tail -------
// a = Scale / sqrt(Variance + epsilon) and b = Bias - Mean * a come in double (C values, computed
// by the plan per run) and are rounded to T once, as kernels/cpp/batch_norm.cc does.
PADDLE_CLONES void fused_affine_relu_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float ac = float(a[c]), bc = float(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = relu_forward<float>(x[base + k] * ac + bc);
    }
  }
}
PADDLE_CLONES void fused_affine_relu_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double ac = double(a[c]), bc = double(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = relu_forward<double>(x[base + k] * ac + bc);
    }
  }
}
PADDLE_CLONES void fused_affine_sigmoid_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float ac = float(a[c]), bc = float(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = sigmoid_forward<float>(x[base + k] * ac + bc);
    }
  }
}
PADDLE_CLONES void fused_affine_sigmoid_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double ac = double(a[c]), bc = double(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = sigmoid_forward<double>(x[base + k] * ac + bc);
    }
  }
}
PADDLE_CLONES void fused_affine_tanh_loop_float(const float* __restrict x, const double* __restrict a,
    const double* __restrict b, float* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const float ac = float(a[c]), bc = float(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = tanh_forward<float>(x[base + k] * ac + bc);
    }
  }
}
PADDLE_CLONES void fused_affine_tanh_loop_double(const double* __restrict x, const double* __restrict a,
    const double* __restrict b, double* __restrict out, Index outer, Index m, Index inner) {
  for (Index o = 0; o < outer; ++o) {
    for (Index c = 0; c < m; ++c) {
      const double ac = double(a[c]), bc = double(b[c]);
      const Index base = (o * m + c) * inner;
      for (Index k = 0; k < inner; ++k) out[base + k] = tanh_forward<double>(x[base + k] * ac + bc);
    }
  }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

// --- the Python-facing kernels: dtype dispatch and the layout checks ----------------------------
template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

template <typename T>
using Forward = void (*)(const T*, const T*, T*, Index, Index, Index);

template <typename T>
using Backward = void (*)(const T*, const T*, const T*, const T*, T*, double*, Index, Index, Index);

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
    loop(px, py_, po, outer, m, inner);
  }
  return out;
}

template <typename T>
py::tuple backward(Backward<T> loop, const std::string& op, const py::array& x, const py::array& y,
                   const py::array& out, const py::array& dout, Index m, Index inner) {
  const Index outer = outer_of(op, x, y, m, inner);
  if (out.size() != x.size() || dout.size() != x.size())
    throw std::invalid_argument(op + ": Out and Out@GRAD should have X's " + std::to_string(x.size()) + " values");
  const auto cx = Contig<T>::ensure(x);
  const auto cy = Contig<T>::ensure(y);
  const auto co = Contig<T>::ensure(out);
  const auto cg = Contig<T>::ensure(dout);
  py::array_t<T> dx(shape_of(x));
  py::array_t<T> dy(shape_of(y));
  std::vector<double> sums(static_cast<size_t>(m), 0.0);
  const T* px = cx.data();
  const T* py_ = cy.data();
  const T* po = co.data();
  const T* pg = cg.data();
  T* pdx = dx.mutable_data();
  T* pdy = dy.mutable_data();
  {
    py::gil_scoped_release release;
    loop(px, py_, po, pg, pdx, sums.data(), outer, m, inner);
    for (Index c = 0; c < m; ++c) pdy[c] = static_cast<T>(sums[static_cast<size_t>(c)]);
  }
  return py::make_tuple(dx, dy);
}

template <typename T>
using Affine = void (*)(const T*, const double*, const double*, T*, Index, Index, Index);

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
    loop(px, pa, pb, po, outer, m, inner);
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
        ? backward<float>(&fused_add_relu_grad_loop_float, "fused_add_relu_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_add_relu_grad_loop_double, "fused_add_relu_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(add(X, Y))");
  m.def("fused_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_add_sigmoid", x) ? forward<float>(&fused_add_sigmoid_loop_float, "fused_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_add_sigmoid_loop_double, "fused_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(add(X, Y)), Y tiling X");
  m.def("fused_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_add_sigmoid_grad", x)
        ? backward<float>(&fused_add_sigmoid_grad_loop_float, "fused_add_sigmoid_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_add_sigmoid_grad_loop_double, "fused_add_sigmoid_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(add(X, Y))");
  m.def("fused_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_add_tanh", x) ? forward<float>(&fused_add_tanh_loop_float, "fused_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_add_tanh_loop_double, "fused_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(add(X, Y)), Y tiling X");
  m.def("fused_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_add_tanh_grad", x)
        ? backward<float>(&fused_add_tanh_grad_loop_float, "fused_add_tanh_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_add_tanh_grad_loop_double, "fused_add_tanh_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(add(X, Y))");
  m.def("fused_elementwise_add_relu", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_relu", x) ? forward<float>(&fused_elementwise_add_relu_loop_float, "fused_elementwise_add_relu", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_relu_loop_double, "fused_elementwise_add_relu", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "relu(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_relu_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_relu_grad", x)
        ? backward<float>(&fused_elementwise_add_relu_grad_loop_float, "fused_elementwise_add_relu_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_relu_grad_loop_double, "fused_elementwise_add_relu_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(elementwise_add(X, Y))");
  m.def("fused_elementwise_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_sigmoid", x) ? forward<float>(&fused_elementwise_add_sigmoid_loop_float, "fused_elementwise_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_sigmoid_loop_double, "fused_elementwise_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_sigmoid_grad", x)
        ? backward<float>(&fused_elementwise_add_sigmoid_grad_loop_float, "fused_elementwise_add_sigmoid_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_sigmoid_grad_loop_double, "fused_elementwise_add_sigmoid_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(elementwise_add(X, Y))");
  m.def("fused_elementwise_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_elementwise_add_tanh", x) ? forward<float>(&fused_elementwise_add_tanh_loop_float, "fused_elementwise_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_elementwise_add_tanh_loop_double, "fused_elementwise_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(elementwise_add(X, Y)), Y tiling X");
  m.def("fused_elementwise_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_elementwise_add_tanh_grad", x)
        ? backward<float>(&fused_elementwise_add_tanh_grad_loop_float, "fused_elementwise_add_tanh_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_elementwise_add_tanh_grad_loop_double, "fused_elementwise_add_tanh_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(elementwise_add(X, Y))");
  m.def("fused_rowwise_add_relu", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_relu", x) ? forward<float>(&fused_rowwise_add_relu_loop_float, "fused_rowwise_add_relu", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_relu_loop_double, "fused_rowwise_add_relu", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "relu(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_relu_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_relu_grad", x)
        ? backward<float>(&fused_rowwise_add_relu_grad_loop_float, "fused_rowwise_add_relu_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_relu_grad_loop_double, "fused_rowwise_add_relu_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of relu(rowwise_add(X, Y))");
  m.def("fused_rowwise_add_sigmoid", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_sigmoid", x) ? forward<float>(&fused_rowwise_add_sigmoid_loop_float, "fused_rowwise_add_sigmoid", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_sigmoid_loop_double, "fused_rowwise_add_sigmoid", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "sigmoid(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_sigmoid_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_sigmoid_grad", x)
        ? backward<float>(&fused_rowwise_add_sigmoid_grad_loop_float, "fused_rowwise_add_sigmoid_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_sigmoid_grad_loop_double, "fused_rowwise_add_sigmoid_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of sigmoid(rowwise_add(X, Y))");
  m.def("fused_rowwise_add_tanh", [](const py::array& x, const py::array& y, Index m, Index inner) {
    return is_float32("fused_rowwise_add_tanh", x) ? forward<float>(&fused_rowwise_add_tanh_loop_float, "fused_rowwise_add_tanh", x, y, m, inner)
                                         : forward<double>(&fused_rowwise_add_tanh_loop_double, "fused_rowwise_add_tanh", x, y, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("m"), py::arg("inner"), "tanh(rowwise_add(X, Y)), Y tiling X");
  m.def("fused_rowwise_add_tanh_grad", [](const py::array& x, const py::array& y, const py::array& out,
                                const py::array& dout, Index m, Index inner) {
    return is_float32("fused_rowwise_add_tanh_grad", x)
        ? backward<float>(&fused_rowwise_add_tanh_grad_loop_float, "fused_rowwise_add_tanh_grad", x, y, out, dout, m, inner)
        : backward<double>(&fused_rowwise_add_tanh_grad_loop_double, "fused_rowwise_add_tanh_grad", x, y, out, dout, m, inner);
  }, py::arg("x"), py::arg("y"), py::arg("out"), py::arg("dout"), py::arg("m"), py::arg("inner"),
     "(X@GRAD, Y@GRAD) of tanh(rowwise_add(X, Y))");
}
