// The convolution epilogue's loops (conv_epilogue.h): a shift, then an activation as the registry
// declares it per element (generated/cpp/rnn_activations.h), over a row of one output channel.
#include "conv_epilogue.h"

#include "fast_math.h"

namespace paddle_conv {
namespace {

// as rnn_activations.h's functions: GCC inlines no function whose options differ from its caller's
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

template <typename T>
PADDLE_CLONES void rows(T* __restrict row, py::ssize_t n, T s, int act) {
  switch (act) {
    case kRelu:
      for (py::ssize_t i = 0; i < n; ++i) row[i] = paddle_rnn::relu_of<T>(row[i] + s);
      break;
    case kSigmoid:
      for (py::ssize_t i = 0; i < n; ++i) row[i] = paddle_rnn::sigmoid_of<T>(row[i] + s);
      break;
    case kTanh:
      for (py::ssize_t i = 0; i < n; ++i) row[i] = paddle_rnn::tanh_of<T>(row[i] + s);
      break;
    default:
      for (py::ssize_t i = 0; i < n; ++i) row[i] += s;
  }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

}  // namespace

void epilogue_rows(float* row, py::ssize_t n, float s, int act) { rows<float>(row, n, s, act); }
void epilogue_rows(double* row, py::ssize_t n, double s, int act) { rows<double>(row, n, s, act); }

}  // namespace paddle_conv
