// The row arithmetic of the whole-sequence LSTM and GRU steps (kernels/cpp/rnn_seq.cc): one row
// of each step forward and backward, written as plain loops over a row's units that vectorise
// (AVX-512 / AVX2 clones, exp and tanh from fast_math.h). The activations the ops take (linear,
// sigmoid, tanh, relu) and their slopes are generated from the registry's per-element declarations
// of those ops (generated/cpp/rnn_activations.h, make generate), as the fused kernels are.
#pragma once

#include <cstdint>

#include "../../generated/cpp/rnn_activations.h"
#include "fast_math.h"

namespace paddle_rnn {

using Index = std::ptrdiff_t;

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using namespace paddle_math;

enum Act { LINEAR = 0, SIGMOID = 1, TANH = 2, RELU = 3 };

// v = act(v), in place
template <typename T>
PADDLE_CLONES void activate(T* __restrict v, Index n, int act) {
  switch (act) {
    case SIGMOID:
      for (Index k = 0; k < n; ++k) v[k] = sigmoid_of(v[k]);
      break;
    case TANH:
      for (Index k = 0; k < n; ++k) v[k] = tanh_of(v[k]);
      break;
    case RELU:
      for (Index k = 0; k < n; ++k) v[k] = relu_of(v[k]);
      break;
    default:
      break;
  }
}

// d *= act'(z), the slope read from y = act(z)
template <typename T>
PADDLE_CLONES void times_slope(T* __restrict d, const T* __restrict y, Index n, int act) {
  switch (act) {
    case SIGMOID:
      for (Index k = 0; k < n; ++k) d[k] = sigmoid_grad(y[k], d[k]);
      break;
    case TANH:
      for (Index k = 0; k < n; ++k) d[k] = tanh_grad(y[k], d[k]);
      break;
    case RELU:
      for (Index k = 0; k < n; ++k) d[k] = relu_grad(y[k], d[k]);
      break;
    default:
      break;
  }
}

// out = a (+ b) (+ c): the optional addends may be null
template <typename T>
PADDLE_CLONES void sum_of(T* __restrict out, const T* __restrict a, const T* __restrict b, const T* __restrict c,
                          Index n) {
  for (Index k = 0; k < n; ++k) out[k] = a[k];
  if (b)
    for (Index k = 0; k < n; ++k) out[k] += b[k];
  if (c)
    for (Index k = 0; k < n; ++k) out[k] += c[k];
}

// sum[k] += rows[j * width + k] for each of the m rows: a column sum, added
template <typename T>
PADDLE_CLONES void add_rows(T* __restrict sum, const T* __restrict rows, Index m, Index width) {
  for (Index j = 0; j < m; ++j)
    for (Index k = 0; k < width; ++k) sum[k] += rows[j * width + k];
}

struct Acts {
  int gate, cell, state;
};

// One LSTM row forward: g (the row of Gates) from x + bias + pre, then the cell and the output.
// cp may be null (zeros); s is scratch of `units`.
template <typename T>
PADDLE_CLONES void lstm_forward_row(const T* __restrict x, const T* __restrict bias, const T* __restrict pre,
                                    const T* __restrict cp, T* __restrict g, T* __restrict c, T* __restrict s,
                                    T* __restrict hidden, T* __restrict h_out, Index units, Acts act) {
  sum_of<T>(g, x, bias, pre, 4 * units);
  activate<T>(g, 2 * units, act.gate);  // i, f
  activate<T>(g + 2 * units, units, act.cell);
  activate<T>(g + 3 * units, units, act.gate);
  if (cp)
    for (Index k = 0; k < units; ++k) c[k] = g[units + k] * cp[k] + g[k] * g[2 * units + k];
  else
    for (Index k = 0; k < units; ++k) c[k] = g[k] * g[2 * units + k];
  for (Index k = 0; k < units; ++k) s[k] = c[k];
  activate<T>(s, units, act.state);
  for (Index k = 0; k < units; ++k) hidden[k] = h_out[k] = g[3 * units + k] * s[k];
}

// One LSTM row backward. dh: the row's dH (its output's and the next step's), dc_in: dC likewise
// (both complete, scratch the caller filled); dg: the gates' gradients (pre-activation) out;
// dg_ext: the Gates output's own gradient, or null.
template <typename T>
PADDLE_CLONES void lstm_backward_row(const T* __restrict g, const T* __restrict c, const T* __restrict cp,
                                     const T* __restrict hp, const T* __restrict dh, T* __restrict dc,
                                     const T* __restrict dg_ext, T* __restrict s, T* __restrict ds,
                                     T* __restrict dg, T* __restrict dx, T* __restrict hprev,
                                     T* __restrict dc_prev, Index units, Acts act) {
  for (Index k = 0; k < units; ++k) s[k] = c[k];
  activate<T>(s, units, act.state);
  for (Index k = 0; k < units; ++k) {
    dg[3 * units + k] = dh[k] * s[k];  // d o
    ds[k] = dh[k] * g[3 * units + k];
  }
  times_slope<T>(ds, s, units, act.state);
  for (Index k = 0; k < units; ++k) {
    dc[k] += ds[k];
    dg[k] = dc[k] * g[2 * units + k];      // d i
    dg[2 * units + k] = dc[k] * g[k];      // d g
    dc_prev[k] = dc[k] * g[units + k];
  }
  if (cp)
    for (Index k = 0; k < units; ++k) dg[units + k] = dc[k] * cp[k];  // d f
  else
    for (Index k = 0; k < units; ++k) dg[units + k] = T(0);
  if (hp)
    for (Index k = 0; k < units; ++k) hprev[k] = hp[k];
  else
    for (Index k = 0; k < units; ++k) hprev[k] = T(0);
  if (dg_ext)
    for (Index k = 0; k < 4 * units; ++k) dg[k] += dg_ext[k];
  times_slope<T>(dg, g, 2 * units, act.gate);
  times_slope<T>(dg + 2 * units, g + 2 * units, units, act.cell);
  times_slope<T>(dg + 3 * units, g + 3 * units, units, act.gate);
  for (Index k = 0; k < 4 * units; ++k) dx[k] = dg[k];
}

// inlined into each clone of its caller (so compiled for that clone's instruction set)
#if defined(__GNUC__)
#define PADDLE_INLINE inline __attribute__((always_inline))
#else
#define PADDLE_INLINE inline
#endif

// The default activations (gate sigmoid, candidate tanh, state tanh) in one pass over a row's
// units: the four gates of unit k together, no scratch row and no pass per gate (the general rows
// above take ~10 passes, each a call, over the row). The same arithmetic in the same order.
// Inputs that may be absent are a row of zeros here (the caller's), never null: no branch per unit.
// The units of lstm_forward_row_std, each gate's row its own pointer (see lstm_backward_units)
template <typename T>
PADDLE_INLINE void lstm_forward_units(const T* __restrict xi, const T* __restrict xf, const T* __restrict xn,
                               const T* __restrict xo, const T* __restrict bi, const T* __restrict bf,
                               const T* __restrict bn, const T* __restrict bo, const T* __restrict pi,
                               const T* __restrict pf, const T* __restrict pn, const T* __restrict po,
                               const T* __restrict cp, T* __restrict gi, T* __restrict gf, T* __restrict gn,
                               T* __restrict go, T* __restrict c, T* __restrict hidden, T* __restrict h_out, Index n) {
  for (Index k = 0; k < n; ++k) {
    const T i = sigmoid_of<T>(xi[k] + bi[k] + pi[k]);
    const T f = sigmoid_of<T>(xf[k] + bf[k] + pf[k]);
    const T g = tanh_of<T>(xn[k] + bn[k] + pn[k]);
    const T o = sigmoid_of<T>(xo[k] + bo[k] + po[k]);
    const T cell = f * cp[k] + i * g;
    const T h = o * tanh_of<T>(cell);
    gi[k] = i;
    gf[k] = f;
    gn[k] = g;
    go[k] = o;
    c[k] = cell;
    hidden[k] = h;
    h_out[k] = h;
  }
}

template <typename T>
PADDLE_CLONES void lstm_forward_row_std(const T* __restrict x, const T* __restrict bias, const T* __restrict pre,
                                        const T* __restrict cp, T* __restrict g, T* __restrict c,
                                        T* __restrict hidden, T* __restrict h_out, Index units) {
  const Index u = units;
  lstm_forward_units<T>(x, x + u, x + 2 * u, x + 3 * u, bias, bias + u, bias + 2 * u, bias + 3 * u, pre, pre + u,
                        pre + 2 * u, pre + 3 * u, cp, g, g + u, g + 2 * u, g + 3 * u, c, hidden, h_out, u);
}

// The units [0, n) of lstm_backward_row_std, each gate's row its own pointer: with one pointer and
// offsets of `units` the vectoriser cannot tell the gates' rows apart (too many alias checks) and
// leaves the loop scalar. st: state_act(C) of these units. EXT: the Gates output has a gradient
// of its own (e*), added; DX: Input@GRAD is written (dx*), else the rows go to dg* only.
template <typename T, bool EXT, bool DX>
PADDLE_INLINE void lstm_backward_units(const T* __restrict gi, const T* __restrict gf, const T* __restrict gn,
                                const T* __restrict go, const T* __restrict st, const T* __restrict cp,
                                const T* __restrict dh_out, const T* __restrict dh_next, const T* __restrict dc_out,
                                const T* __restrict dc_next, const T* __restrict ei, const T* __restrict ef,
                                const T* __restrict en, const T* __restrict eo, T* __restrict dgi, T* __restrict dgf,
                                T* __restrict dgn, T* __restrict dgo, T* __restrict dxi, T* __restrict dxf,
                                T* __restrict dxn, T* __restrict dxo, T* __restrict dc_prev, Index n) {
  for (Index k = 0; k < n; ++k) {
    const T i = gi[k], f = gf[k], g = gn[k], o = go[k], s = st[k];
    const T dh = dh_out[k] + dh_next[k];
    T dc = dc_out[k] + dc_next[k];
    dc += tanh_grad<T>(s, dh * o);
    const T di = sigmoid_grad<T>(i, EXT ? dc * g + ei[k] : dc * g);
    const T df = sigmoid_grad<T>(f, EXT ? dc * cp[k] + ef[k] : dc * cp[k]);
    const T dg = tanh_grad<T>(g, EXT ? dc * i + en[k] : dc * i);
    const T dout = sigmoid_grad<T>(o, EXT ? dh * s + eo[k] : dh * s);
    dgi[k] = di;
    dgf[k] = df;
    dgn[k] = dg;
    dgo[k] = dout;
    if (DX) {
      dxi[k] = di;
      dxf[k] = df;
      dxn[k] = dg;
      dxo[k] = dout;
    }
    dc_prev[k] = dc * f;
  }
}

// One LSTM row backward with the default activations: dh_out + dh_next, dc_out + dc_next give the
// row's dH and dC; the gates' gradients (pre-activation) go to dx (the output, Input@GRAD) and to
// dg (the compact rows the step's product reads), H_prev to hprev, dC_prev to dc_prev. dg_ext
// (the Gates output's own gradient) is read only where EXT, dx written only where DX.
template <typename T, bool EXT, bool DX>
PADDLE_CLONES void lstm_backward_row_std(const T* __restrict g, const T* __restrict c, const T* __restrict cp,
                                         const T* __restrict hp, const T* __restrict dh_out,
                                         const T* __restrict dh_next, const T* __restrict dc_out,
                                         const T* __restrict dc_next, const T* __restrict dg_ext, T* __restrict dg,
                                         T* __restrict dx, T* __restrict hprev, T* __restrict dc_prev, Index units) {
  const Index u = units;
  constexpr Index CHUNK = 64;  // state_act(C) a chunk of units at a time, in a loop of its own
  T st[CHUNK];
  for (Index k0 = 0; k0 < u; k0 += CHUNK) {
    const Index n = u - k0 < CHUNK ? u - k0 : CHUNK;
    for (Index j = 0; j < n; ++j) st[j] = tanh_of<T>(c[k0 + j]);
    const Index i = k0, f = u + k0, c2 = 2 * u + k0, o = 3 * u + k0;
    lstm_backward_units<T, EXT, DX>(g + i, g + f, g + c2, g + o, st, cp + k0, dh_out + k0, dh_next + k0, dc_out + k0,
                           dc_next + k0, dg_ext + i, dg_ext + f, dg_ext + c2, dg_ext + o, dg + i, dg + f, dg + c2,
                           dg + o, dx + i, dx + f, dx + c2, dx + o, dc_prev + k0, n);
  }
  for (Index k = 0; k < u; ++k) hprev[k] = hp[k];
}

// One GRU row forward: g (the row of Gates: r, z, n) and hn (the row of Projection); pre and hp
// may be null (zeros).
template <typename T>
PADDLE_CLONES void gru_forward_row(const T* __restrict x, const T* __restrict bias, const T* __restrict pre,
                                   const T* __restrict hp, T* __restrict g, T* __restrict hn, T* __restrict hidden,
                                   T* __restrict h_out, Index units, Acts act) {
  sum_of<T>(g, x, bias, pre, 2 * units);
  activate<T>(g, 2 * units, act.gate);
  if (pre)
    for (Index k = 0; k < units; ++k) hn[k] = pre[2 * units + k];
  else
    for (Index k = 0; k < units; ++k) hn[k] = T(0);
  for (Index k = 0; k < units; ++k) g[2 * units + k] = x[2 * units + k] + g[k] * hn[k];
  if (bias)
    for (Index k = 0; k < units; ++k) g[2 * units + k] += bias[2 * units + k];
  activate<T>(g + 2 * units, units, act.cell);
  if (hp)
    for (Index k = 0; k < units; ++k) hidden[k] = h_out[k] = g[2 * units + k] + g[units + k] * (hp[k] - g[2 * units + k]);
  else
    for (Index k = 0; k < units; ++k) hidden[k] = h_out[k] = g[2 * units + k] - g[units + k] * g[2 * units + k];
}

// One GRU row backward: dh complete (the output's, the next step's product and skip); d the
// gradients of the product hh out ([r, z, n]), dx the input's; dg_ext, dp_ext the Gates and
// Projection outputs' own gradients, or null.
template <typename T>
PADDLE_CLONES void gru_backward_row(const T* __restrict g, const T* __restrict hn, const T* __restrict hp,
                                    const T* __restrict dh, const T* __restrict dg_ext, const T* __restrict dp_ext,
                                    T* __restrict d, T* __restrict dx, T* __restrict hprev, T* __restrict skip,
                                    Index units, Acts act) {
  if (hp)
    for (Index k = 0; k < units; ++k) hprev[k] = hp[k];
  else
    for (Index k = 0; k < units; ++k) hprev[k] = T(0);
  for (Index k = 0; k < units; ++k) {
    d[2 * units + k] = dh[k] * (T(1) - g[units + k]);  // d n
    d[units + k] = dh[k] * (hprev[k] - g[2 * units + k]);  // d z
    skip[k] = dh[k] * g[units + k];
  }
  if (dg_ext)
    for (Index k = units; k < 3 * units; ++k) d[k] += dg_ext[k];
  times_slope<T>(d + 2 * units, g + 2 * units, units, act.cell);
  for (Index k = 0; k < units; ++k) d[k] = d[2 * units + k] * hn[k];  // d r
  if (dg_ext)
    for (Index k = 0; k < units; ++k) d[k] += dg_ext[k];
  times_slope<T>(d, g, 2 * units, act.gate);
  for (Index k = 0; k < 3 * units; ++k) dx[k] = d[k];
  for (Index k = 0; k < units; ++k) d[2 * units + k] *= g[k];  // through r * hn to the product
  if (dp_ext)
    for (Index k = 0; k < units; ++k) d[2 * units + k] += dp_ext[k];
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

}  // namespace paddle_rnn
