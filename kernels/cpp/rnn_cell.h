// What the `lstm` and `gru` ops' C++ kernels share (kernels/cpp/rnn_seq.cc: one step called from
// Python; kernels/cpp/rnn_loop.cc: every step in one call): the numpy arrays of one call checked
// and viewed once, as a `Cell` (the arguments every step reads and writes), and the rows of a step
// forward and backward over those arrays.
//
// A step's rows: rows[j] is the input row of the j-th sequence still running; prev_rows[j] the
// row of that sequence's previous step (null at the first step: the initial state, or zeros).
// Compact arrays ([m, k * H], the j-th row for rows[j]) carry what the products read and give.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "op_decl.h"
#include "rnn_rows.h"

namespace paddle_rnn {

namespace py = pybind11;

// --- the arrays: typed pointers into numpy's buffers, checked, never copied (outputs are written
// in place, so a converted copy would lose them) -----------------------------------------------

inline std::string dims(Index rows, Index width) {
  return "[" + (rows < 0 ? std::string("rows") : std::to_string(rows)) + ", " + std::to_string(width) + "]";
}

template <typename T>
T* view(const py::object& obj, Index rows, Index width, const char* who, const char* what, bool writes,
        Index* rows_out = nullptr) {
  if (obj.is_none()) return nullptr;
  py::array a = py::reinterpret_borrow<py::array>(obj);
  const bool ok = paddle::same_dtype(a.dtype(), py::dtype::of<T>()) && (a.flags() & py::array::c_style) &&
                  a.ndim() == 2 && (rows < 0 || a.shape(0) == rows) && a.shape(1) == width &&
                  (!writes || a.writeable());
  if (!ok)
    throw std::invalid_argument(std::string(who) + ": " + what + " should be a C-contiguous " +
                                (writes ? "writeable " : "") + "array " + dims(rows, width) + " of the input's dtype");
  if (rows_out) *rows_out = a.shape(0);
  return static_cast<T*>(a.mutable_data());
}

// an optional bias [width] (any shape of width elements) as a row
template <typename T>
const T* bias_view(const py::object& obj, Index width, const char* who) {
  return obj.is_none() ? nullptr : view<T>(obj.attr("reshape")(1, -1), 1, width, who, "Bias", false);
}

inline const int64_t* index_view(const py::object& obj, Index m, Index bound, const char* who, const char* what) {
  if (obj.is_none()) return nullptr;
  py::array a = py::reinterpret_borrow<py::array>(obj);
  if (!paddle::same_dtype(a.dtype(), py::dtype::of<int64_t>()) || !(a.flags() & py::array::c_style) ||
      a.ndim() != 1 || (m >= 0 && a.shape(0) != m))
    throw std::invalid_argument(std::string(who) + ": " + what + " should be " +
                                (m >= 0 ? std::to_string(m) + " " : std::string()) + "int64 rows");
  const int64_t* p = static_cast<const int64_t*>(a.data());
  for (Index j = 0; j < a.shape(0); ++j)
    if (p[j] < 0 || p[j] >= bound)
      throw std::invalid_argument(std::string(who) + ": " + what + " holds " + std::to_string(p[j]) +
                                  ", outside [0, " + std::to_string(bound) + ")");
  return p;
}

inline Acts acts_of(const py::tuple& acts, const char* who) {
  if (acts.size() != 3) throw std::invalid_argument(std::string(who) + ": acts should be 3 activation codes");
  Acts a{acts[0].cast<int>(), acts[1].cast<int>(), acts[2].cast<int>()};
  for (int v : {a.gate, a.cell, a.state})
    if (v < LINEAR || v > RELU) throw std::invalid_argument(std::string(who) + ": unknown activation code");
  return a;
}

inline bool is_f32(const py::object& a, const char* who) {
  py::array arr = py::reinterpret_borrow<py::array>(a);
  if (paddle::same_dtype(arr.dtype(), py::dtype::of<float>())) return true;
  if (paddle::same_dtype(arr.dtype(), py::dtype::of<double>())) return false;
  throw std::invalid_argument(std::string(who) + ": expected float32 or float64");
}

// --- one call's arrays ----------------------------------------------------------------------------

// The arrays of one lstm or gru call, rows in the input's order. `second` is the LSTM's Cell or the
// GRU's Projection ([total, units] each); forward calls fill x, bias and the outputs, backward calls
// the outputs, their gradients and dx. Null where absent.
template <typename T>
struct Cell {
  Index units = 0, width = 0, total = 0;  // width: gates * units
  const T* x = nullptr;
  const T* bias = nullptr;
  T* gates = nullptr;
  T* second = nullptr;
  T* hidden = nullptr;
  const T* dhidden = nullptr;
  const T* dsecond = nullptr;
  const T* dgates = nullptr;
  T* dx = nullptr;
  Acts act{};
};

// forward: Input [total, gates * units], Bias, and the outputs Gates, Cell / Projection, Hidden
template <typename T>
Cell<T> forward_cell(const char* who, int gates, const py::object& x, const py::object& bias, const py::object& g,
                     const py::object& second, const py::object& hidden, const py::tuple& acts) {
  Cell<T> c;
  py::array s = py::reinterpret_borrow<py::array>(second);
  c.units = s.ndim() == 2 ? s.shape(1) : 0;
  c.width = gates * c.units;
  c.x = view<T>(x, -1, c.width, who, "Input", false, &c.total);  // none: the step's product holds it
  if (!c.x) view<T>(hidden, -1, c.units, who, "Hidden", true, &c.total);
  c.bias = bias_view<T>(bias, c.width, who);
  c.gates = view<T>(g, c.total, c.width, who, "Gates", true);
  c.second = view<T>(second, c.total, c.units, who, gates == 4 ? "Cell" : "Projection", true);
  c.hidden = view<T>(hidden, c.total, c.units, who, "Hidden", true);
  c.act = acts_of(acts, who);
  return c;
}

// backward: the forward outputs, their gradients (dhidden required), and Input@GRAD
template <typename T>
Cell<T> backward_cell(const char* who, int gates, const py::object& g, const py::object& second,
                      const py::object& hidden, const py::object& dhidden, const py::object& dsecond,
                      const py::object& dgates, const py::object& dx, const py::tuple& acts) {
  Cell<T> c;
  py::array s = py::reinterpret_borrow<py::array>(second);
  c.units = s.ndim() == 2 ? s.shape(1) : 0;
  c.width = gates * c.units;
  c.gates = view<T>(g, -1, c.width, who, "Gates", false, &c.total);
  c.second = view<T>(second, c.total, c.units, who, gates == 4 ? "Cell" : "Projection", false);
  c.hidden = view<T>(hidden, c.total, c.units, who, "Hidden", false);
  c.dhidden = view<T>(dhidden, c.total, c.units, who, "Hidden@GRAD", false);
  if (!c.dhidden) throw std::invalid_argument(std::string(who) + ": Hidden@GRAD is required");
  c.dsecond = view<T>(dsecond, c.total, c.units, who, gates == 4 ? "Cell@GRAD" : "Projection@GRAD", false);
  c.dgates = view<T>(dgates, c.total, c.width, who, "Gates@GRAD", false);
  c.dx = view<T>(dx, c.total, c.width, who, "Input@GRAD", true);  // the LSTM's may be none (not kept)
  if (!c.dx && gates != 4) throw std::invalid_argument(std::string(who) + ": Input@GRAD is required");
  c.act = acts_of(acts, who);
  return c;
}

// One step's rows (see the top of the file); `first`: where the step's sequences' initial states
// start (row j of an initial state is first + j of the sorted initial states).
struct Step {
  const int64_t* rows;
  const int64_t* prev_rows;
  Index first = 0;
};

// the previous step's row of a state: rows of `full` by prev_rows, else the initial states, else null (zeros)
template <typename T>
const T* previous(const T* full, const Step& s, const T* initial, Index j, Index units) {
  if (s.prev_rows) return full + s.prev_rows[j] * units;
  return initial ? initial + (s.first + j) * units : nullptr;
}

// --- the rows of a step, [j0, j1) --------------------------------------------------------------

// LSTM forward: pre the compact product H_prev @ Weight (or null: zeros; where the Cell has no
// Input, the product [X | H_prev] @ [Wx; Weight], the input's projection included), h_out the
// compact hidden, rows h_ld apart
template <typename T>
void lstm_forward_rows(const Cell<T>& a, const Step& s, const T* pre, const T* c0, T* h_out, Index h_ld, Index j0,
                       Index j1) {
  const Index u = a.units;
  if (a.act.gate == SIGMOID && a.act.cell == TANH && a.act.state == TANH) {  // the default: one pass a row
    const std::vector<T> zeros(4 * u, T(0));
    const T* bias = a.bias ? a.bias : zeros.data();
    for (Index j = j0; j < j1; ++j) {
      const Index row = s.rows[j];
      const T* cp = previous(a.second, s, c0, j, u);
      const T* pre_row = pre ? pre + j * 4 * u : zeros.data();
      lstm_forward_row_std<T>(a.x ? a.x + row * 4 * u : pre_row, bias, a.x ? pre_row : zeros.data(),
                              cp ? cp : zeros.data(), a.gates + row * 4 * u, a.second + row * u, a.hidden + row * u,
                              h_out + j * h_ld, u);
    }
    return;
  }
  std::vector<T> scratch(u);
  for (Index j = j0; j < j1; ++j) {
    const Index row = s.rows[j];
    const T* pre_row = pre ? pre + j * 4 * u : nullptr;
    lstm_forward_row<T>(a.x ? a.x + row * 4 * u : pre_row, a.bias, a.x ? pre_row : nullptr,
                        previous(a.second, s, c0, j, u), a.gates + row * 4 * u, a.second + row * u, scratch.data(),
                        a.hidden + row * u, h_out + j * h_ld, u, a.act);
  }
}

// GRU forward: pre the compact product H_prev @ Weight (or null: zeros), h_out the compact hidden,
// rows h_ld apart
template <typename T>
void gru_forward_rows(const Cell<T>& a, const Step& s, const T* pre, const T* h0, T* h_out, Index h_ld, Index j0,
                      Index j1) {
  const Index u = a.units;
  for (Index j = j0; j < j1; ++j) {
    const Index row = s.rows[j];
    gru_forward_row<T>(a.x + row * 3 * u, a.bias, pre ? pre + j * 3 * u : nullptr, previous(a.hidden, s, h0, j, u),
                       a.gates + row * 3 * u, a.second + row * u, a.hidden + row * u, h_out + j * h_ld, u, a.act);
  }
}

// What a backward step carries back to the step before it, compact ([m_next, units] each, row j
// the j-th sequence: the first m_next of this step's): the product dG_next @ Weight^T, and dC (LSTM)
// or the part of dH that skips the product (GRU). Null where there is none.
template <typename T>
struct Carried {
  const T* product = nullptr;
  const T* state = nullptr;
  Index m = 0;
};

// LSTM backward: dg_out the compact pre-activation gates' gradients, dc_out the compact dC_prev,
// The default activations' rows [j0, j1) of lstm_backward_rows (EXT: a.dgates given; DX: a.dx)
template <typename T, bool EXT, bool DX>
void lstm_backward_rows_std(const Cell<T>& a, const Step& s, const T* h0, const T* c0, const Carried<T>& next,
                            T* dg_out, T* hprev_out, Index hprev_ld, T* dc_out, Index j0, Index j1) {
  const Index u = a.units;
  const std::vector<T> zeros(4 * u, T(0));
  const T* z = zeros.data();
  for (Index j = j0; j < j1; ++j) {
    const Index row = s.rows[j];
    const bool carried = j < next.m;
    const T* cp = previous<T>(a.second, s, c0, j, u);
    const T* hp = previous<T>(a.hidden, s, h0, j, u);
    lstm_backward_row_std<T, EXT, DX>(a.gates + row * 4 * u, a.second + row * u, cp ? cp : z, hp ? hp : z,
                                      a.dhidden + row * u, carried && next.product ? next.product + j * u : z,
                                      a.dsecond ? a.dsecond + row * u : z,
                                      carried && next.state ? next.state + j * u : z,
                                      EXT ? a.dgates + row * 4 * u : z, dg_out + j * 4 * u,
                                      DX ? a.dx + row * 4 * u : nullptr, hprev_out + j * hprev_ld, dc_out + j * u, u);
  }
}

// hprev_out H_prev, compact (row j), rows hprev_ld apart; without Input@GRAD (a.dx null) the gates'
// gradients go to dg_out only
template <typename T>
void lstm_backward_rows(const Cell<T>& a, const Step& s, const T* h0, const T* c0, const Carried<T>& next,
                        T* dg_out, T* hprev_out, Index hprev_ld, T* dc_out, Index j0, Index j1) {
  const Index u = a.units;
  if (a.act.gate == SIGMOID && a.act.cell == TANH && a.act.state == TANH) {  // the default: one pass a row
    auto rows = a.dgates ? (a.dx ? &lstm_backward_rows_std<T, true, true> : &lstm_backward_rows_std<T, true, false>)
                         : (a.dx ? &lstm_backward_rows_std<T, false, true> : &lstm_backward_rows_std<T, false, false>);
    return rows(a, s, h0, c0, next, dg_out, hprev_out, hprev_ld, dc_out, j0, j1);
  }
  std::vector<T> dx_row(a.dx ? 0 : 4 * u);  // without Input@GRAD, its row written here and not kept
  auto dx_of = [&](Index row) { return a.dx ? a.dx + row * 4 * u : dx_row.data(); };
  std::vector<T> st(u), ds(u), dh(u), dc(u);
  for (Index j = j0; j < j1; ++j) {
    const Index row = s.rows[j];
    const bool carried = j < next.m;
    sum_of<T>(dh.data(), a.dhidden + row * u, carried && next.product ? next.product + j * u : nullptr, nullptr, u);
    const T* dc_next = carried && next.state ? next.state + j * u : nullptr;
    if (a.dsecond)
      sum_of<T>(dc.data(), a.dsecond + row * u, dc_next, nullptr, u);
    else if (dc_next)
      sum_of<T>(dc.data(), dc_next, nullptr, nullptr, u);
    else
      std::fill(dc.begin(), dc.end(), T(0));
    lstm_backward_row<T>(a.gates + row * 4 * u, a.second + row * u, previous<T>(a.second, s, c0, j, u),
                         previous<T>(a.hidden, s, h0, j, u), dh.data(), dc.data(),
                         a.dgates ? a.dgates + row * 4 * u : nullptr, st.data(), ds.data(), dg_out + j * 4 * u,
                         dx_of(row), hprev_out + j * hprev_ld, dc_out + j * u, u, a.act);
  }
}

// GRU backward: dhh_out the compact gradients of the product H_prev @ Weight, hprev_out the
// compact H_prev, skip_out the compact dH_prev that skips the product
template <typename T>
void gru_backward_rows(const Cell<T>& a, const Step& s, const T* h0, const Carried<T>& next, T* dhh_out,
                       T* hprev_out, T* skip_out, Index j0, Index j1) {
  const Index u = a.units;
  std::vector<T> dh(u);
  for (Index j = j0; j < j1; ++j) {
    const Index row = s.rows[j];
    const bool carried = j < next.m;
    sum_of<T>(dh.data(), a.dhidden + row * u, carried && next.product ? next.product + j * u : nullptr,
              carried && next.state ? next.state + j * u : nullptr, u);
    gru_backward_row<T>(a.gates + row * 3 * u, a.second + row * u, previous<T>(a.hidden, s, h0, j, u), dh.data(),
                        a.dgates ? a.dgates + row * 3 * u : nullptr, a.dsecond ? a.dsecond + row * u : nullptr,
                        dhh_out + j * 3 * u, a.dx + row * 3 * u, hprev_out + j * u, skip_out + j * u, u, a.act);
  }
}

}  // namespace paddle_rnn
