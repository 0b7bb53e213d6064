// @generated — DO NOT EDIT
// generator: python -m paddle.codegen (paddle.codegen.emit.rnn_activations)
// sources: kernels/activation.py
// The activations of the lstm and gru ops' rows (kernels/cpp/rnn_rows.h), as the registry declares
// them per element: <name>_of(x) the activation, <name>_grad(out, dout) dout times its slope, read
// from the activation's output. Linear, the identity, needs neither.
#pragma once

#include "../../kernels/cpp/fast_math.h"

namespace paddle_rnn {

// the optimize options of the rows that call these (rnn_rows.h, lstm.cc): GCC inlines no function
// whose options differ from its caller's, and a call per element would not vectorise
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using namespace paddle_math;

// sigmoid (kernels/activation.py)
template <typename T>
inline T sigmoid_of(T x) { return T(1) / (T(1) + exp_fast(-x)); }
template <typename T>
inline T sigmoid_grad(T out, T dout) { (void)out; (void)dout; return dout * out * (T(1) - out); }

// tanh (kernels/activation.py)
template <typename T>
inline T tanh_of(T x) { return tanh_fast(x); }
template <typename T>
inline T tanh_grad(T out, T dout) { (void)out; (void)dout; return dout * (T(1) - out * out); }

// relu (kernels/activation.py)
template <typename T>
inline T relu_of(T x) { return x > T(0) ? x : (x != x ? x : T(0)); }
template <typename T>
inline T relu_grad(T out, T dout) { (void)out; (void)dout; return out > T(0) ? dout : dout * T(0); }

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

}  // namespace paddle_rnn
