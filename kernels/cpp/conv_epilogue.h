// What a convolution applies to its output rows as it writes them, while they are in cache: a
// shift per output channel, then an activation (the registry's per-element declarations, as
// generated/cpp/rnn_activations.h renders them). An inference run folds batch norm into the
// convolution before it this way (paddle/core/fusion_conv.py): the filters scaled per channel,
// the shift and the activation here, so the normalised and activated output takes no pass of its own.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>

#include "../../generated/cpp/rnn_activations.h"

namespace paddle_conv {
namespace py = pybind11;

// the activation codes kernels/_conv_cpu.py passes (EPILOGUE_ACTS)
enum EpilogueAct : int { kNoAct = 0, kRelu = 1, kSigmoid = 2, kTanh = 3 };

// row[0, n) = act(row + s), vectorised for the widest instructions here (conv_epilogue.cc)
void epilogue_rows(float* row, py::ssize_t n, float s, int act);
void epilogue_rows(double* row, py::ssize_t n, double s, int act);

template <typename T>
struct Epilogue {
  const T* shift = nullptr;  // one value per output channel; null: none
  int act = kNoAct;

  bool active() const { return shift != nullptr || act != kNoAct; }

  // row[0, n) of output channel `channel`, in place
  void apply(T* row, py::ssize_t n, py::ssize_t channel) const {
    epilogue_rows(row, n, shift != nullptr ? shift[channel] : T(0), act);
  }
};

template <typename T>
using ShiftArray = py::array_t<T, py::array::c_style | py::array::forcecast>;

// The epilogue a kernel's (shift, act) arguments ask for; `keep` holds the shift's array while the
// kernel runs.
template <typename T>
Epilogue<T> epilogue_of(const py::object& shift, int act, py::ssize_t channels, const char* who,
                        ShiftArray<T>& keep) {
  if (act < kNoAct || act > kTanh)
    throw std::invalid_argument(std::string(who) + ": act should be 0 (none), 1 (relu), 2 (sigmoid) or 3 (tanh), got " +
                                std::to_string(act));
  Epilogue<T> e;
  e.act = act;
  if (!shift.is_none()) {
    keep = ShiftArray<T>::ensure(shift);
    if (!keep || keep.ndim() != 1 || keep.shape(0) != channels)
      throw std::invalid_argument(std::string(who) + ": shift should hold one value per output channel (" +
                                  std::to_string(channels) + ")");
    e.shift = keep.data();
  }
  return e;
}

}  // namespace paddle_conv
