// @generated — DO NOT EDIT
// generator: python -m paddle.codegen (paddle.codegen.emit.fused)
// sources: kernels/activation.py, kernels/elementwise.py, kernels/math.py
// Fused elementwise kernels for the GPU, generated from the same per-element declarations
// (`.elementwise(...)`, registry/fusion.py) as generated/cpp/fused_ops.cc, by
// codegen/emit/fused.py. kernels/fused_gpu.py compiles this file once with cupy (NVRTC) and the
// plan (paddle/core/fusion.py) runs its kernels in place of the ops they fuse, on a GPU place.
//
// X is viewed as [outer, m, inner] and Y as [m]: Y's element c serves X's block c. Each kernel
// walks the n elements of X in a grid-stride loop.
// - <head>_<tail>: Out = tail(head(X, Y)); the value between the two ops is never written.
// - <head>_<tail>_grad: G = the tail's gradient (of Out and Out@GRAD), X@GRAD = the head's
//   gradient of X, and the head's gradient of Y per element of X (DY), which the caller sums per
//   block of Y.
// - affine_<tail>: batch norm in inference mode as its per-channel map then the tail,
//   tail(T(X * a + b)), with a and b given in double and the map computed in double.

// the vectorising helpers of kernels/cpp/fast_math.h, as CUDA's own functions
__device__ __forceinline__ float exp_fast(float x) { return expf(x); }
__device__ __forceinline__ double exp_fast(double x) { return exp(x); }
__device__ __forceinline__ float tanh_fast(float x) { return tanhf(x); }
__device__ __forceinline__ double tanh_fast(double x) { return tanh(x); }
__device__ __forceinline__ float abs_of(float x) { return fabsf(x); }
__device__ __forceinline__ double abs_of(double x) { return fabs(x); }
__device__ __forceinline__ float sign_of(float mag, float sgn) { return copysignf(mag, sgn); }
__device__ __forceinline__ double sign_of(double mag, double sgn) { return copysign(mag, sgn); }

// --- each op's expressions, as declared in the registry -----------------------------------------
// add (kernels/elementwise.py)
template <typename T>
__device__ __forceinline__ T add_forward(T x, T y) { return x + y; }
template <typename T>
__device__ __forceinline__ T add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
__device__ __forceinline__ T add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// elementwise_add (kernels/math.py)
template <typename T>
__device__ __forceinline__ T elementwise_add_forward(T x, T y) { return x + y; }
template <typename T>
__device__ __forceinline__ T elementwise_add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
__device__ __forceinline__ T elementwise_add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// rowwise_add (kernels/math.py)
template <typename T>
__device__ __forceinline__ T rowwise_add_forward(T x, T y) { return x + y; }
template <typename T>
__device__ __forceinline__ T rowwise_add_grad_x(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
template <typename T>
__device__ __forceinline__ T rowwise_add_grad_y(T x, T y, T dout) { (void)x; (void)y; (void)dout; return dout; }
// relu (kernels/activation.py)
template <typename T>
__device__ __forceinline__ T relu_forward(T x) { return x > T(0) ? x : (x != x ? x : T(0)); }
template <typename T>
__device__ __forceinline__ T relu_grad(T out, T dout) { (void)out; (void)dout; return out > T(0) ? dout : dout * T(0); }
// sigmoid (kernels/activation.py)
template <typename T>
__device__ __forceinline__ T sigmoid_forward(T x) { return T(1) / (T(1) + exp_fast(-x)); }
template <typename T>
__device__ __forceinline__ T sigmoid_grad(T out, T dout) { (void)out; (void)dout; return dout * out * (T(1) - out); }
// tanh (kernels/activation.py)
template <typename T>
__device__ __forceinline__ T tanh_forward(T x) { return tanh_fast(x); }
template <typename T>
__device__ __forceinline__ T tanh_grad(T out, T dout) { (void)out; (void)dout; return dout * (T(1) - out * out); }

#define PADDLE_ELEMENTS(i, n) \
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < (n); i += (long long)blockDim.x * gridDim.x)

// --- the kernels, one pair per chain, float and double -------------------------------------------
extern "C" __global__ void fused_add_relu_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<float>(add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_relu_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = relu_grad<float>(out[i], dout[i]);
    dx[i] = add_grad_x<float>(x[i], yc, g);
    dy[i] = add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_add_relu_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<double>(add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_relu_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = relu_grad<double>(out[i], dout[i]);
    dx[i] = add_grad_x<double>(x[i], yc, g);
    dy[i] = add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_add_sigmoid_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<float>(add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_sigmoid_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = sigmoid_grad<float>(out[i], dout[i]);
    dx[i] = add_grad_x<float>(x[i], yc, g);
    dy[i] = add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_add_sigmoid_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<double>(add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_sigmoid_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = sigmoid_grad<double>(out[i], dout[i]);
    dx[i] = add_grad_x<double>(x[i], yc, g);
    dy[i] = add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_add_tanh_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<float>(add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_tanh_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = tanh_grad<float>(out[i], dout[i]);
    dx[i] = add_grad_x<float>(x[i], yc, g);
    dy[i] = add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_add_tanh_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<double>(add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_add_tanh_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = tanh_grad<double>(out[i], dout[i]);
    dx[i] = add_grad_x<double>(x[i], yc, g);
    dy[i] = add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_relu_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<float>(elementwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_relu_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = relu_grad<float>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_relu_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<double>(elementwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_relu_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = relu_grad<double>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_sigmoid_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<float>(elementwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_sigmoid_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = sigmoid_grad<float>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_sigmoid_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<double>(elementwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_sigmoid_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = sigmoid_grad<double>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_tanh_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<float>(elementwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_tanh_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = tanh_grad<float>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_elementwise_add_tanh_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<double>(elementwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_elementwise_add_tanh_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = tanh_grad<double>(out[i], dout[i]);
    dx[i] = elementwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = elementwise_add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_relu_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<float>(rowwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_relu_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = relu_grad<float>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_relu_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = relu_forward<double>(rowwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_relu_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = relu_grad<double>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_sigmoid_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<float>(rowwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_sigmoid_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = sigmoid_grad<float>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_sigmoid_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = sigmoid_forward<double>(rowwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_sigmoid_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = sigmoid_grad<double>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<double>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_tanh_float(const float* x, const float* y, float* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<float>(rowwise_add_forward<float>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_tanh_grad_float(const float* x, const float* y, const float* out,
                                                     const float* dout, float* dx, float* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const float yc = y[(i / inner) % m];
    const float g = tanh_grad<float>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<float>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<float>(x[i], yc, g);
  }
}
extern "C" __global__ void fused_rowwise_add_tanh_double(const double* x, const double* y, double* out, long long n,
                                                long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    out[i] = tanh_forward<double>(rowwise_add_forward<double>(x[i], y[(i / inner) % m]));
  }
}

extern "C" __global__ void fused_rowwise_add_tanh_grad_double(const double* x, const double* y, const double* out,
                                                     const double* dout, double* dx, double* dy, long long n,
                                                     long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const double yc = y[(i / inner) % m];
    const double g = tanh_grad<double>(out[i], dout[i]);
    dx[i] = rowwise_add_grad_x<double>(x[i], yc, g);
    dy[i] = rowwise_add_grad_y<double>(x[i], yc, g);
  }
}

// --- batch norm in inference mode then an activation ---------------------------------------------
extern "C" __global__ void fused_affine_relu_float(const float* x, const double* a, const double* b,
                                                     float* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = relu_forward<float>(float(double(x[i]) * a[c] + b[c]));
  }
}
extern "C" __global__ void fused_affine_relu_double(const double* x, const double* a, const double* b,
                                                     double* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = relu_forward<double>(double(double(x[i]) * a[c] + b[c]));
  }
}
extern "C" __global__ void fused_affine_sigmoid_float(const float* x, const double* a, const double* b,
                                                     float* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = sigmoid_forward<float>(float(double(x[i]) * a[c] + b[c]));
  }
}
extern "C" __global__ void fused_affine_sigmoid_double(const double* x, const double* a, const double* b,
                                                     double* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = sigmoid_forward<double>(double(double(x[i]) * a[c] + b[c]));
  }
}
extern "C" __global__ void fused_affine_tanh_float(const float* x, const double* a, const double* b,
                                                     float* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = tanh_forward<float>(float(double(x[i]) * a[c] + b[c]));
  }
}
extern "C" __global__ void fused_affine_tanh_double(const double* x, const double* a, const double* b,
                                                     double* out, long long n, long long m, long long inner) {
  PADDLE_ELEMENTS(i, n) {
    const long long c = (i / inner) % m;
    out[i] = tanh_forward<double>(double(double(x[i]) * a[c] + b[c]));
  }
}
