// The gate math of one LSTM or GRU step, fused, on the CPU (float32 and float64): the cells of
// kernels/rnn_units.py (lstm_cell, lstm_cell_grad, gru_cell, gru_cell_grad), which the lstm, gru,
// lstm_unit and gru_unit kernels call once per time step. numpy's BLAS does the matrix products
// around them; what is fused here are the dozen elementwise passes numpy would make per step.
//
// Gate order and formulas as in rnn_units.py (torch's): LSTM gates i, f, g, o; GRU gates r, z, n.
// Every array is [rows, k * H], taken C-contiguous (a strided one is copied); the loops run
// without the GIL over each row's H units, vectorised; sigmoid and tanh and their slopes are the
// registry's per-element declarations (generated/cpp/rnn_activations.h, exp and tanh from fast_math.h).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>

#include "../../generated/cpp/rnn_activations.h"
#include "op_decl.h"

namespace py = pybind11;

namespace {

using Index = py::ssize_t;

template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

// rows x (k * units), or a std::invalid_argument naming the function and the array
void check_shape(const py::array& a, Index rows, Index width, const char* who, const char* what) {
  if (a.ndim() != 2 || a.shape(0) != rows || a.shape(1) != width)
    throw std::invalid_argument(std::string(who) + ": " + what + " should be [" + std::to_string(rows) + ", " +
                                std::to_string(width) + "]");
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using paddle_rnn::sigmoid_grad;
using paddle_rnn::sigmoid_of;
using paddle_rnn::tanh_grad;
using paddle_rnn::tanh_of;

// --- the loops (one row: `units` units; plain pointers for the vectoriser) ---------------------

template <typename T>
PADDLE_CLONES void lstm_row(const T* __restrict g, const T* __restrict cp, T* __restrict acts, T* __restrict h,
                            T* __restrict c, Index units, T forget_bias) {
  for (Index j = 0; j < units; ++j) {
    const T i = sigmoid_of(g[j]), f = sigmoid_of(g[units + j] + forget_bias);
    const T gg = tanh_of(g[2 * units + j]), o = sigmoid_of(g[3 * units + j]);
    const T cell = f * cp[j] + i * gg;
    acts[j] = i;
    acts[units + j] = f;
    acts[2 * units + j] = gg;
    acts[3 * units + j] = o;
    c[j] = cell;
    h[j] = o * tanh_of(cell);
  }
}

template <typename T>
PADDLE_CLONES void lstm_grad_row(const T* __restrict acts, const T* __restrict cp, const T* __restrict c,
                                 const T* __restrict dh, const T* __restrict dc, T* __restrict dg,
                                 T* __restrict dcp, Index units) {
  for (Index j = 0; j < units; ++j) {
    const T i = acts[j], f = acts[units + j], gg = acts[2 * units + j], o = acts[3 * units + j];
    const T tc = tanh_of(c[j]);
    const T dcell = dc[j] + tanh_grad(tc, dh[j] * o);
    dg[j] = sigmoid_grad(i, dcell * gg);
    dg[units + j] = sigmoid_grad(f, dcell * cp[j]);
    dg[2 * units + j] = tanh_grad(gg, dcell * i);
    dg[3 * units + j] = sigmoid_grad(o, dh[j] * tc);
    dcp[j] = dcell * f;
  }
}

template <typename T>
PADDLE_CLONES void gru_row(const T* __restrict x, const T* __restrict hh, const T* __restrict hp,
                           T* __restrict acts, T* __restrict h, Index units) {
  for (Index j = 0; j < units; ++j) {
    const T r = sigmoid_of(x[j] + hh[j]), z = sigmoid_of(x[units + j] + hh[units + j]);
    const T n = tanh_of(x[2 * units + j] + r * hh[2 * units + j]);
    acts[j] = r;
    acts[units + j] = z;
    acts[2 * units + j] = n;
    h[j] = n + z * (hp[j] - n);
  }
}

template <typename T>
PADDLE_CLONES void gru_grad_row(const T* __restrict acts, const T* __restrict hh, const T* __restrict hp,
                                const T* __restrict dh, T* __restrict dx, T* __restrict dhh, T* __restrict skip,
                                Index units) {
  for (Index j = 0; j < units; ++j) {
    const T r = acts[j], z = acts[units + j], n = acts[2 * units + j], hn = hh[2 * units + j];
    const T dn = tanh_grad(n, dh[j] * (T(1) - z));
    const T dr = sigmoid_grad(r, dn * hn);
    const T dz = sigmoid_grad(z, dh[j] * (hp[j] - n));
    dx[j] = dhh[j] = dr;
    dx[units + j] = dhh[units + j] = dz;
    dx[2 * units + j] = dn;
    dhh[2 * units + j] = dn * r;
    skip[j] = dh[j] * z;
  }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

// --- the kernels --------------------------------------------------------------------------------

template <typename T>
py::tuple lstm_cell(const py::array& gates_in, const py::array& c_prev_in, double forget_bias) {
  const char* who = "lstm_cell";
  Contig<T> gates = Contig<T>::ensure(gates_in), c_prev = Contig<T>::ensure(c_prev_in);
  if (!gates || !c_prev || c_prev.ndim() != 2) throw std::invalid_argument("lstm_cell: arrays should be 2-D");
  const Index rows = c_prev.shape(0), units = c_prev.shape(1);
  check_shape(gates, rows, 4 * units, who, "gates");
  py::array_t<T> h({rows, units}), c({rows, units}), acts({rows, 4 * units});
  const T* g = gates.data();
  const T* cp = c_prev.data();
  T *pa = acts.mutable_data(), *ph = h.mutable_data(), *pc = c.mutable_data();
  {
    py::gil_scoped_release release;
    for (Index r = 0; r < rows; ++r)
      lstm_row<T>(g + r * 4 * units, cp + r * units, pa + r * 4 * units, ph + r * units, pc + r * units, units,
                  T(forget_bias));
  }
  return py::make_tuple(h, c, acts);
}

template <typename T>
py::tuple lstm_cell_grad(const py::array& acts_in, const py::array& c_prev_in, const py::array& c_in,
                         const py::array& dh_in, const py::array& dc_in) {
  const char* who = "lstm_cell_grad";
  Contig<T> acts = Contig<T>::ensure(acts_in), c_prev = Contig<T>::ensure(c_prev_in), c = Contig<T>::ensure(c_in);
  Contig<T> dh = Contig<T>::ensure(dh_in), dc = Contig<T>::ensure(dc_in);
  if (!acts || !c_prev || !c || !dh || !dc || c_prev.ndim() != 2)
    throw std::invalid_argument("lstm_cell_grad: arrays should be 2-D");
  const Index rows = c_prev.shape(0), units = c_prev.shape(1);
  check_shape(acts, rows, 4 * units, who, "acts");
  check_shape(c, rows, units, who, "c");
  check_shape(dh, rows, units, who, "dh");
  check_shape(dc, rows, units, who, "dc");
  py::array_t<T> dgates({rows, 4 * units}), dc_prev({rows, units});
  const T *pa = acts.data(), *pcp = c_prev.data(), *pc = c.data(), *pdh = dh.data(), *pdc = dc.data();
  T *pdg = dgates.mutable_data(), *pdcp = dc_prev.mutable_data();
  {
    py::gil_scoped_release release;
    for (Index r = 0; r < rows; ++r)
      lstm_grad_row<T>(pa + r * 4 * units, pcp + r * units, pc + r * units, pdh + r * units, pdc + r * units,
                       pdg + r * 4 * units, pdcp + r * units, units);
  }
  return py::make_tuple(dgates, dc_prev);
}

template <typename T>
py::tuple gru_cell(const py::array& x_in, const py::array& hh_in, const py::array& h_prev_in) {
  const char* who = "gru_cell";
  Contig<T> x = Contig<T>::ensure(x_in), hh = Contig<T>::ensure(hh_in), hp = Contig<T>::ensure(h_prev_in);
  if (!x || !hh || !hp || hp.ndim() != 2) throw std::invalid_argument("gru_cell: arrays should be 2-D");
  const Index rows = hp.shape(0), units = hp.shape(1);
  check_shape(x, rows, 3 * units, who, "x");
  check_shape(hh, rows, 3 * units, who, "hh");
  py::array_t<T> h({rows, units}), acts({rows, 3 * units});
  const T *px = x.data(), *phh = hh.data(), *php = hp.data();
  T *pa = acts.mutable_data(), *ph = h.mutable_data();
  {
    py::gil_scoped_release release;
    for (Index r = 0; r < rows; ++r)
      gru_row<T>(px + r * 3 * units, phh + r * 3 * units, php + r * units, pa + r * 3 * units, ph + r * units,
                 units);
  }
  return py::make_tuple(h, acts);
}

template <typename T>
py::tuple gru_cell_grad(const py::array& acts_in, const py::array& hh_in, const py::array& h_prev_in,
                        const py::array& dh_in) {
  const char* who = "gru_cell_grad";
  Contig<T> acts = Contig<T>::ensure(acts_in), hh = Contig<T>::ensure(hh_in), hp = Contig<T>::ensure(h_prev_in);
  Contig<T> dh = Contig<T>::ensure(dh_in);
  if (!acts || !hh || !hp || !dh || hp.ndim() != 2) throw std::invalid_argument("gru_cell_grad: arrays should be 2-D");
  const Index rows = hp.shape(0), units = hp.shape(1);
  check_shape(acts, rows, 3 * units, who, "acts");
  check_shape(hh, rows, 3 * units, who, "hh");
  check_shape(dh, rows, units, who, "dh");
  py::array_t<T> dx({rows, 3 * units}), dhh({rows, 3 * units}), skip({rows, units});
  const T *pa = acts.data(), *phh = hh.data(), *php = hp.data(), *pdh = dh.data();
  T *pdx = dx.mutable_data(), *pdhh = dhh.mutable_data(), *ps = skip.mutable_data();
  {
    py::gil_scoped_release release;
    for (Index r = 0; r < rows; ++r)
      gru_grad_row<T>(pa + r * 3 * units, phh + r * 3 * units, php + r * units, pdh + r * units,
                      pdx + r * 3 * units, pdhh + r * 3 * units, ps + r * units, units);
  }
  return py::make_tuple(dx, dhh, skip);
}

// float32 or float64, by the first array's dtype (the others are cast to it)
bool is_f32(const py::array& a, const char* who) {
  if (paddle::same_dtype(a.dtype(), py::dtype::of<float>())) return true;
  if (paddle::same_dtype(a.dtype(), py::dtype::of<double>())) return false;
  throw std::invalid_argument(std::string(who) + ": expected float32 or float64, got " + std::string(py::str(a.dtype())));
}

}  // namespace

PADDLE_DEFINE_KERNELS(lstm) {
  m.def("lstm_cell", [](const py::array& gates, const py::array& c_prev, double forget_bias) {
    return is_f32(gates, "lstm_cell") ? lstm_cell<float>(gates, c_prev, forget_bias)
                                      : lstm_cell<double>(gates, c_prev, forget_bias);
  }, py::arg("gates"), py::arg("c_prev"), py::arg("forget_bias") = 0.0,
  "One LSTM step's gate math: (h, c, acts) from the gate pre-activations [N, 4H] (i, f, g, o) and c_prev.");
  m.def("lstm_cell_grad", [](const py::array& acts, const py::array& c_prev, const py::array& c,
                             const py::array& dh, const py::array& dc) {
    return is_f32(acts, "lstm_cell_grad") ? lstm_cell_grad<float>(acts, c_prev, c, dh, dc)
                                          : lstm_cell_grad<double>(acts, c_prev, c, dh, dc);
  }, py::arg("acts"), py::arg("c_prev"), py::arg("c"), py::arg("dh"), py::arg("dc"),
  "The gradient of lstm_cell: (d gates, d c_prev).");
  m.def("gru_cell", [](const py::array& x, const py::array& hh, const py::array& h_prev) {
    return is_f32(x, "gru_cell") ? gru_cell<float>(x, hh, h_prev) : gru_cell<double>(x, hh, h_prev);
  }, py::arg("x"), py::arg("hh"), py::arg("h_prev"),
  "One GRU step's gate math: (h, acts) from the input projection x and hh = h_prev @ Weight, both [N, 3H].");
  m.def("gru_cell_grad", [](const py::array& acts, const py::array& hh, const py::array& h_prev,
                            const py::array& dh) {
    return is_f32(acts, "gru_cell_grad") ? gru_cell_grad<float>(acts, hh, h_prev, dh)
                                         : gru_cell_grad<double>(acts, hh, h_prev, dh);
  }, py::arg("acts"), py::arg("hh"), py::arg("h_prev"), py::arg("dh"),
  "The gradient of gru_cell: (d x, d hh, the part of d h_prev that skips the product).");
}
