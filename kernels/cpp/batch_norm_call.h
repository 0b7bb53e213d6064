// The calls from Python of batch norm's per-channel loops (batch_norm.h): the arrays checked and
// unpacked into ForwardArgs / BackwardArgs, the outputs allocated, the channels split across the
// pool. Included at the end of batch_norm.h.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "batch_norm.h"  // ForwardArgs, BackwardArgs (it includes this file at its end)
#include "thread_pool.h"

namespace paddle_bn {
namespace py = pybind11;

template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;
template <typename T>
using ForwardWorker = void (*)(const ForwardArgs<T>&, Index, Index);
template <typename T>
using BackwardWorker = void (*)(const BackwardArgs<T>&, Index, Index);

inline Shape shape_of(const py::array& x, const std::string& who) {
  if (x.ndim() < 2) throw std::invalid_argument(who + ": X should have rank >= 2");
  Shape sh{x.shape(0), x.shape(1), 1};
  for (py::ssize_t d = 2; d < x.ndim(); ++d) sh.s *= x.shape(d);
  return sh;
}

template <typename T>
const T* channel_vector(const Contig<T>& v, Index c, const std::string& who, const char* what) {
  if (v.ndim() != 1 || v.shape(0) != c)
    throw std::invalid_argument(who + ": " + what + " should be a vector of the C channels");
  return v.data();
}

inline void same_shape(const py::array& x, const py::array& other, const std::string& who, const char* what) {
  if (other.ndim() != x.ndim() || !std::equal(x.shape(), x.shape() + x.ndim(), other.shape()))
    throw std::invalid_argument(who + ": " + what + " should be shaped like X");
}

// worker(args, c0, c1) over the channels, split across the pool (one thread for small work, where
// waking a thread costs more than it saves).
template <typename Args, typename Worker>
void for_channels(const Args& args, Worker worker) {
  const Shape& sh = args.sh;
  const double per_channel = double(sh.n) * double(sh.s) * 4.0;  // about 4 operations per element
  paddle::parallel_for(sh.c, [&](Index begin, Index end, int) { worker(args, begin, end); }, per_channel);
}

// Training: (Out, MeanOut, VarianceOut, SavedMean, SavedInvStd); is_test uses Mean and Variance.
template <typename T>
py::tuple forward(ForwardWorker<T> worker, const std::string& who, Contig<T> x, Contig<T> scale, Contig<T> bias,
                  Contig<T> mean, Contig<T> variance, double momentum,
                  double epsilon, bool is_test, const Contig<T>* addend = nullptr) {
  const Shape sh = shape_of(x, who);
  ForwardArgs<T> a{};
  if (addend != nullptr) {
    same_shape(x, *addend, who, "the added input");
    a.addend = addend->data();
  }
  a.sh = sh;
  a.x = x.data();
  a.scale = channel_vector(scale, sh.c, who, "Scale");
  a.bias = channel_vector(bias, sh.c, who, "Bias");
  a.mean_run = channel_vector(mean, sh.c, who, "Mean");
  a.var_run = channel_vector(variance, sh.c, who, "Variance");
  py::array_t<T> out(std::vector<Index>(x.shape(), x.shape() + x.ndim()));
  py::array_t<T> mean_out(sh.c), var_out(sh.c), saved_mean(sh.c), saved_inv(sh.c);
  a.out = out.mutable_data();
  a.mean_out = mean_out.mutable_data();
  a.var_out = var_out.mutable_data();
  a.saved_mean = saved_mean.mutable_data();
  a.saved_inv = saved_inv.mutable_data();
  a.momentum = momentum;
  a.epsilon = epsilon;
  a.is_test = is_test;
  a.stream = x.nbytes() >= kStreamBytes;
  {
    py::gil_scoped_release release;
    for_channels(a, worker);
  }
  return py::make_tuple(out, mean_out, var_out, saved_mean, saved_inv);
}

// (dX, dScale, dBias) from Out@GRAD (dout, plus dout2 where given), with the statistics X was
// normalised with (SavedMean, SavedInvStd); `out` is the tail's output (for Identity: X is passed,
// unread).
template <typename T>
py::tuple backward(BackwardWorker<T> worker, const std::string& who, Contig<T> x, Contig<T> scale,
                   Contig<T> saved_mean, Contig<T> saved_inv, Contig<T> out, Contig<T> dout,
                   bool is_test, bool with_daddend = false, const Contig<T>* dout2 = nullptr) {
  const Shape sh = shape_of(x, who);
  same_shape(x, out, who, "Out");
  same_shape(x, dout, who, "Out@GRAD");
  BackwardArgs<T> a{};
  if (dout2 != nullptr) {
    same_shape(x, *dout2, who, "the second addend of Out@GRAD");
    a.dout2 = dout2->data();
  }
  a.sh = sh;
  a.x = x.data();
  a.scale = channel_vector(scale, sh.c, who, "Scale");
  a.saved_mean = channel_vector(saved_mean, sh.c, who, "SavedMean");
  a.saved_inv = channel_vector(saved_inv, sh.c, who, "SavedVariance");
  a.out = out.data();
  a.dout = dout.data();
  py::array_t<T> dx(std::vector<Index>(x.shape(), x.shape() + x.ndim()));
  py::array_t<T> dscale(sh.c), dbias(sh.c);
  a.dx = dx.mutable_data();
  a.dscale = dscale.mutable_data();
  a.dbias = dbias.mutable_data();
  a.is_test = is_test;
  a.stream = x.nbytes() >= kStreamBytes;
  py::array_t<T> daddend(with_daddend ? std::vector<Index>(x.shape(), x.shape() + x.ndim()) : std::vector<Index>{0});
  if (with_daddend) a.daddend = daddend.mutable_data();
  {
    py::gil_scoped_release release;
    for_channels(a, worker);
  }
  if (with_daddend) return py::make_tuple(dx, dscale, dbias, daddend);
  return py::make_tuple(dx, dscale, dbias);
}

}  // namespace paddle_bn
