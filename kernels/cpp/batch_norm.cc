// batch_norm forward and backward (kernels/norm.py) over a C-contiguous X [N, C, S] (S: the
// spatial positions flattened; 1 for a [N, C] matrix), per channel.
//
// The statistics are accumulated in double, two passes (the mean, then the centred squares: no
// cancellation as in E[x^2] - E[x]^2). Y = X * a + b with a = Scale / sqrt(var + eps) and
// b = Bias - mean * a per channel, computed in double per channel and applied in T. The backward
// reduces sum(dY) and sum(dY * xhat) per channel in double, then
// dX = a * (dY - sum(dY) / M - xhat * sum(dY * xhat) / M) with M = N * S (training), or a * dY with
// the running statistics (is_test). Channels are independent: they are split across threads.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "op_decl.h"
#include "thread_pool.h"

namespace {
namespace py = pybind11;
using Index = py::ssize_t;

// Run body(c) for every channel c, the channels split across the pool's threads (thread_pool.h;
// one thread for small work, where waking a thread costs more than it saves). Each channel is
// reduced by one thread in a fixed order: the bits do not depend on the thread count.
template <typename Body>
void for_channels(Index channels, Index work, Body body) {
  const double per_channel = channels > 0 ? double(work) / double(channels) : 0.0;
  paddle::parallel_for(channels, [&](Index begin, Index end, int) {
    for (Index c = begin; c < end; ++c) body(c);
  }, per_channel);
}

// The per-channel sums, in double, over 8 interleaved partial sums: one running sum is a chain of
// dependent additions (one per 4 cycles); 8 independent ones vectorise. The order is fixed, so the
// bits still do not depend on the thread count.
constexpr int kLanes = 8;

inline double total(const double* acc) {
  double s = 0;
  for (int j = 0; j < kLanes; ++j) s += acc[j];
  return s;
}

// sum(p[i]) over i < n.
template <typename T>
double sum_of(const T* p, Index n) {
  double acc[kLanes] = {};
  Index i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int j = 0; j < kLanes; ++j) acc[j] += double(p[i + j]);
  for (; i < n; ++i) acc[0] += double(p[i]);
  return total(acc);
}

// sum((p[i] - mu)^2) over i < n.
template <typename T>
double squares_about(const T* p, Index n, double mu) {
  double acc[kLanes] = {};
  Index i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int j = 0; j < kLanes; ++j) {
      const double d = double(p[i + j]) - mu;
      acc[j] += d * d;
    }
  for (; i < n; ++i) {
    const double d = double(p[i]) - mu;
    acc[0] += d * d;
  }
  return total(acc);
}

// sum(g[i]) and sum(g[i] * (x[i] - mu)) over i < n, added to sg and sgx.
template <typename T>
void grad_sums(const T* g, const T* x, Index n, double mu, double& sg, double& sgx) {
  double a[kLanes] = {}, b[kLanes] = {};
  Index i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int j = 0; j < kLanes; ++j) {
      const double gi = double(g[i + j]);
      a[j] += gi;
      b[j] += gi * (double(x[i + j]) - mu);
    }
  for (; i < n; ++i) {
    const double gi = double(g[i]);
    a[0] += gi;
    b[0] += gi * (double(x[i]) - mu);
  }
  sg += total(a);
  sgx += total(b);
}

struct Shape {
  Index n, c, s;
};

Shape shape_of(const py::array& x, const char* who) {
  if (x.ndim() < 2) throw std::invalid_argument(std::string(who) + ": X should have rank >= 2");
  Shape sh{x.shape(0), x.shape(1), 1};
  for (py::ssize_t d = 2; d < x.ndim(); ++d) sh.s *= x.shape(d);
  return sh;
}

template <typename T>
const T* channel_vector(const py::array_t<T>& v, Index c, const char* who, const char* what) {
  if (v.ndim() != 1 || v.shape(0) != c)
    throw std::invalid_argument(std::string(who) + ": " + what + " should be a vector of the C channels");
  return v.data();
}

// Training: (Y, MeanOut, VarianceOut, SavedMean, SavedInvStd); is_test uses Mean and Variance.
template <typename T>
py::tuple forward(py::array_t<T, py::array::c_style | py::array::forcecast> x, py::array_t<T> scale,
                  py::array_t<T> bias, py::array_t<T> mean, py::array_t<T> variance, double momentum,
                  double epsilon, bool is_test) {
  const char* who = "batch_norm";
  const Shape sh = shape_of(x, who);
  const T* sc = channel_vector(scale, sh.c, who, "Scale");
  const T* bi = channel_vector(bias, sh.c, who, "Bias");
  const T* mu_run = channel_vector(mean, sh.c, who, "Mean");
  const T* var_run = channel_vector(variance, sh.c, who, "Variance");
  py::array_t<T> y(std::vector<Index>(x.shape(), x.shape() + x.ndim()));
  py::array_t<T> mean_out(sh.c), var_out(sh.c), saved_mean(sh.c), saved_inv(sh.c);
  const T* src = x.data();
  T* dst = y.mutable_data();
  T *mo = mean_out.mutable_data(), *vo = var_out.mutable_data();
  T *sm = saved_mean.mutable_data(), *si = saved_inv.mutable_data();
  const double count = double(sh.n * sh.s);
  {
    py::gil_scoped_release release;
    for_channels(sh.c, sh.n * sh.c * sh.s, [&](Index c) {
      double mu = mu_run[c], var = var_run[c];
      if (!is_test) {
        double sum = 0;
        for (Index b = 0; b < sh.n; ++b) sum += sum_of(src + (b * sh.c + c) * sh.s, sh.s);
        mu = sum / count;
        double sq = 0;
        for (Index b = 0; b < sh.n; ++b) sq += squares_about(src + (b * sh.c + c) * sh.s, sh.s, mu);
        var = sq / count;
      }
      const double inv = 1.0 / std::sqrt(var + epsilon);
      const double a = inv * double(sc[c]);
      const double shift = double(bi[c]) - mu * a;
      // X * a + b in T, unless a or b is past what T holds well (a tiny epsilon over a constant
      // channel): then (X - mean) * a + Bias in double, as the reference computes it
      const bool in_t = std::abs(a) < 1e30 && std::abs(shift) < 1e30;
      const T ta = T(a), tb = T(shift);
      for (Index b = 0; b < sh.n; ++b) {
        const T* p = src + (b * sh.c + c) * sh.s;
        T* q = dst + (b * sh.c + c) * sh.s;
        if (in_t) {
          for (Index i = 0; i < sh.s; ++i) q[i] = p[i] * ta + tb;
        } else {
          for (Index i = 0; i < sh.s; ++i) q[i] = T((double(p[i]) - mu) * a + double(bi[c]));
        }
      }
      mo[c] = is_test ? mu_run[c] : T(momentum * double(mu_run[c]) + (1.0 - momentum) * mu);
      vo[c] = is_test ? var_run[c] : T(momentum * double(var_run[c]) + (1.0 - momentum) * var);
      sm[c] = T(mu);
      si[c] = T(inv);
    });
  }
  return py::make_tuple(y, mean_out, var_out, saved_mean, saved_inv);
}

// (dX, dScale, dBias) from dY, with the statistics X was normalised with (SavedMean, SavedInvStd).
template <typename T>
py::tuple backward(py::array_t<T, py::array::c_style | py::array::forcecast> x, py::array_t<T> scale,
                   py::array_t<T> saved_mean, py::array_t<T> saved_inv,
                   py::array_t<T, py::array::c_style | py::array::forcecast> dy, bool is_test) {
  const char* who = "batch_norm_grad";
  const Shape sh = shape_of(x, who);
  if (dy.ndim() != x.ndim() || !std::equal(x.shape(), x.shape() + x.ndim(), dy.shape()))
    throw std::invalid_argument(std::string(who) + ": Y@GRAD should be shaped like X");
  const T* sc = channel_vector(scale, sh.c, who, "Scale");
  const T* sm = channel_vector(saved_mean, sh.c, who, "SavedMean");
  const T* si = channel_vector(saved_inv, sh.c, who, "SavedVariance");
  py::array_t<T> dx(std::vector<Index>(x.shape(), x.shape() + x.ndim()));
  py::array_t<T> dscale(sh.c), dbias(sh.c);
  const T *src = x.data(), *g = dy.data();
  T *out = dx.mutable_data(), *ds = dscale.mutable_data(), *db = dbias.mutable_data();
  const double count = double(sh.n * sh.s);
  {
    py::gil_scoped_release release;
    for_channels(sh.c, sh.n * sh.c * sh.s, [&](Index c) {
      const double mu = sm[c], inv = si[c];
      double sum_g = 0, sum_gx = 0;
      for (Index b = 0; b < sh.n; ++b) {
        const Index at = (b * sh.c + c) * sh.s;
        grad_sums(g + at, src + at, sh.s, mu, sum_g, sum_gx);
      }
      sum_gx *= inv;  // sum(dY * xhat)
      ds[c] = T(sum_gx);
      db[c] = T(sum_g);
      const double a = double(sc[c]) * inv;
      const double mean_g = is_test ? 0.0 : sum_g / count;
      const double k = is_test ? 0.0 : sum_gx / count * inv;  // xhat * k = (x - mu) * inv * k
      // applied in T (vectorised) from the per-channel constants taken in double: x - mean first,
      // so a mean far from zero costs no precision
      const T ta = T(a), tmg = T(mean_g), tmu = T(mu), tk = T(k);
      const bool in_t = std::abs(a) < 1e30 && std::abs(k) < 1e30;
      for (Index b = 0; b < sh.n; ++b) {
        const Index at = (b * sh.c + c) * sh.s;
        if (in_t) {
          for (Index i = 0; i < sh.s; ++i) out[at + i] = ta * (g[at + i] - tmg - (src[at + i] - tmu) * tk);
        } else {
          for (Index i = 0; i < sh.s; ++i)
            out[at + i] = T(a * (double(g[at + i]) - mean_g - (double(src[at + i]) - mu) * k));
        }
      }
    });
  }
  return py::make_tuple(dx, dscale, dbias);
}

}  // namespace

PADDLE_DEFINE_KERNELS(batch_norm) {
  m.def("batch_norm_f32", &forward<float>, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"),
        py::arg("variance"), py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"));
  m.def("batch_norm_f64", &forward<double>, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"),
        py::arg("variance"), py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"));
  m.def("batch_norm_grad_f32", &backward<float>, py::arg("x"), py::arg("scale"), py::arg("saved_mean"),
        py::arg("saved_inv"), py::arg("dy"), py::arg("is_test"));
  m.def("batch_norm_grad_f64", &backward<double>, py::arg("x"), py::arg("scale"), py::arg("saved_mean"),
        py::arg("saved_inv"), py::arg("dy"), py::arg("is_test"));
}
