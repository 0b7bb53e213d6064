// One time step of the whole-sequence `lstm` and `gru` ops (kernels/lstm.py, kernels/gru.py), on
// the CPU (float32 and float64), forward and backward, with any of the activations the ops declare
// (linear, sigmoid, tanh, relu).
//
// The Python loop over the steps does each step's matrix product with numpy's BLAS (the rows of
// the sequences still running, one product) and calls one of these for everything else: reading
// the step's rows of the input projection where they lie (no reordered copy of the input), adding
// the bias, the gate activations, the cell, and writing the outputs straight into their rows (no
// scatter afterwards). The forward pass writes the activated gates into `Gates` (an output of the
// op), which the backward step reads instead of recomputing them.
//
// A step's rows: rows[j] is the input row of the j-th sequence still running; prev_rows[j] the
// row of that sequence's previous step (none at the first step: the initial state, or zeros).
// Compact arrays ([m, k * H], the j-th row for rows[j]) carry what the products read and give.
// Rows are split across the threads of the one persistent pool of the C++ kernels (thread_pool.h;
// _native.set_threads, OMP_NUM_THREADS by default) for big steps.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "op_decl.h"
#include "rnn_rows.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

using Index = py::ssize_t;

// body(j0, j1) over [0, m), the rows split across the persistent pool's threads (thread_pool.h:
// one thread when the step is too small to pay for a wake-up). Each row is written by one thread
// and no row reads another's output, so the bits do not depend on the thread count. `per_row`:
// the work of a row, in about one multiply-add each: taken as 2 a unit, so that a step of batch
// 64 x 128 units stays on one thread (split, it ran slower at 2 threads: the BLAS product between
// two steps outlasts the workers' spin, and each step paid their wake-up).
template <typename Body>
void for_rows(Index m, Index per_row, Body body) {
  paddle::parallel_for(m, [&](Index j0, Index j1, int) { body(j0, j1); }, double(per_row));
}

// --- the arrays: typed pointers into numpy's buffers, checked, never copied (outputs are written
// in place, so a converted copy would lose them) -----------------------------------------------

std::string dims(Index rows, Index width) {
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

const int64_t* index_view(const py::object& obj, Index m, Index bound, const char* who, const char* what) {
  if (obj.is_none()) return nullptr;
  py::array a = py::reinterpret_borrow<py::array>(obj);
  if (!paddle::same_dtype(a.dtype(), py::dtype::of<int64_t>()) || !(a.flags() & py::array::c_style) ||
      a.ndim() != 1 || a.shape(0) != m)
    throw std::invalid_argument(std::string(who) + ": " + what + " should be " + std::to_string(m) + " int64 rows");
  const int64_t* p = static_cast<const int64_t*>(a.data());
  for (Index j = 0; j < m; ++j)
    if (p[j] < 0 || p[j] >= bound)
      throw std::invalid_argument(std::string(who) + ": " + what + " holds row " + std::to_string(p[j]) +
                                  ", outside [0, " + std::to_string(bound) + ")");
  return p;
}

using namespace paddle_rnn;

Acts acts_of(const py::tuple& acts, const char* who) {
  if (acts.size() != 3) throw std::invalid_argument(std::string(who) + ": acts should be 3 activation codes");
  Acts a{acts[0].cast<int>(), acts[1].cast<int>(), acts[2].cast<int>()};
  for (int v : {a.gate, a.cell, a.state})
    if (v < LINEAR || v > RELU) throw std::invalid_argument(std::string(who) + ": unknown activation code");
  return a;
}

// the previous step's row of a state: rows of `full` by prev_rows, else the initial states, else null (zeros)
template <typename T>
const T* previous(const T* full, const int64_t* prev_rows, const T* initial, Index j, Index units) {
  if (prev_rows) return full + prev_rows[j] * units;
  return initial ? initial + j * units : nullptr;
}

// --- LSTM: gates i, f, g, o; C = f * C_prev + i * g; H = o * state_act(C) ------------------------

template <typename T>
void lstm_forward_step(const py::object& x_in, const py::object& bias_in, const py::object& pre_in,
                       const py::object& rows_in, const py::object& prev_rows_in, const py::object& c0_in,
                       const py::object& gates_in, const py::object& cells_in, const py::object& hidden_in,
                       const py::object& h_out_in, const py::tuple& acts_in) {
  const char* who = "lstm_forward_step";
  py::array h_arr = py::reinterpret_borrow<py::array>(h_out_in);
  const Index units = h_arr.ndim() == 2 ? h_arr.shape(1) : 0;
  Index m = 0, total = 0;
  T* h_out = view<T>(h_out_in, -1, units, who, "h_out", true, &m);
  const T* x = view<T>(x_in, -1, 4 * units, who, "Input", false, &total);
  const T* bias = bias_in.is_none() ? nullptr : view<T>(bias_in.attr("reshape")(1, -1), 1, 4 * units, who, "Bias", false);
  const T* pre = view<T>(pre_in, m, 4 * units, who, "pre", false);
  const int64_t* rows = index_view(rows_in, m, total, who, "rows");
  const int64_t* prev_rows = index_view(prev_rows_in, m, total, who, "prev_rows");
  const T* c0 = view<T>(c0_in, m, units, who, "C0", false);
  T* gates = view<T>(gates_in, total, 4 * units, who, "Gates", true);
  T* cells = view<T>(cells_in, total, units, who, "Cell", true);
  T* hidden = view<T>(hidden_in, total, units, who, "Hidden", true);
  const Acts act = acts_of(acts_in, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * units, [&](Index j0, Index j1) {
    std::vector<T> s(units);
    for (Index j = j0; j < j1; ++j) {
      const Index row = rows[j];
      lstm_forward_row<T>(x + row * 4 * units, bias, pre ? pre + j * 4 * units : nullptr,
                          previous(cells, prev_rows, c0, j, units), gates + row * 4 * units, cells + row * units,
                          s.data(), hidden + row * units, h_out + j * units, units, act);
    }
  });
}

template <typename T>
void lstm_backward_step(const py::object& gates_in, const py::object& cells_in, const py::object& hidden_in,
                        const py::object& dhidden_in, const py::object& dcells_in, const py::object& dgates_in,
                        const py::object& rows_in,
                        const py::object& prev_rows_in, const py::object& h0_in, const py::object& c0_in,
                        const py::object& dh_next_in, const py::object& dc_next_in, const py::object& dx_in,
                        const py::object& dgates_out_in, const py::object& hprev_out_in,
                        const py::object& dc_prev_out_in, const py::tuple& acts_in) {
  const char* who = "lstm_backward_step";
  py::array dc_arr = py::reinterpret_borrow<py::array>(dc_prev_out_in);
  const Index units = dc_arr.ndim() == 2 ? dc_arr.shape(1) : 0;
  Index m = 0, total = 0, m_next = 0;
  T* dc_prev_out = view<T>(dc_prev_out_in, -1, units, who, "dc_prev", true, &m);
  const T* gates = view<T>(gates_in, -1, 4 * units, who, "Gates", false, &total);
  const T* cells = view<T>(cells_in, total, units, who, "Cell", false);
  const T* hidden = view<T>(hidden_in, total, units, who, "Hidden", false);
  const T* dhidden = view<T>(dhidden_in, total, units, who, "Hidden@GRAD", false);
  const T* dcells = view<T>(dcells_in, total, units, who, "Cell@GRAD", false);
  const T* dgates = view<T>(dgates_in, total, 4 * units, who, "Gates@GRAD", false);
  const int64_t* rows = index_view(rows_in, m, total, who, "rows");
  const int64_t* prev_rows = index_view(prev_rows_in, m, total, who, "prev_rows");
  const T* h0 = view<T>(h0_in, m, units, who, "H0", false);
  const T* c0 = view<T>(c0_in, m, units, who, "C0", false);
  const T* dh_next = view<T>(dh_next_in, -1, units, who, "dh_next", false, &m_next);
  const T* dc_next = view<T>(dc_next_in, m_next, units, who, "dc_next", false);
  if (m_next > m) throw std::invalid_argument("lstm_backward_step: more rows carried back than the step has");
  T* dx = view<T>(dx_in, total, 4 * units, who, "Input@GRAD", true);
  T* dgates_out = view<T>(dgates_out_in, m, 4 * units, who, "dgates", true);
  T* hprev_out = view<T>(hprev_out_in, m, units, who, "hprev", true);
  const Acts act = acts_of(acts_in, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * units, [&](Index j0, Index j1) {
    std::vector<T> s(units), ds(units), dh(units), dc(units);
    for (Index j = j0; j < j1; ++j) {
      const Index row = rows[j];
      const bool carried = j < m_next;
      sum_of<T>(dh.data(), dhidden + row * units, carried && dh_next ? dh_next + j * units : nullptr, nullptr, units);
      if (dcells)
        sum_of<T>(dc.data(), dcells + row * units, carried && dc_next ? dc_next + j * units : nullptr, nullptr, units);
      else if (carried && dc_next)
        sum_of<T>(dc.data(), dc_next + j * units, nullptr, nullptr, units);
      else
        std::fill(dc.begin(), dc.end(), T(0));
      lstm_backward_row<T>(gates + row * 4 * units, cells + row * units, previous(cells, prev_rows, c0, j, units),
                           previous(hidden, prev_rows, h0, j, units), dh.data(), dc.data(),
                           dgates ? dgates + row * 4 * units : nullptr, s.data(), ds.data(),
                           dgates_out + j * 4 * units, dx + row * 4 * units, hprev_out + j * units,
                           dc_prev_out + j * units, units, act);
    }
  });
}

// --- GRU: gates r, z, n; n = cell_act(x_n + r * (H_prev @ W_n)); H = n + z * (H_prev - n) -------

template <typename T>
void gru_forward_step(const py::object& x_in, const py::object& bias_in, const py::object& pre_in,
                      const py::object& rows_in, const py::object& prev_rows_in, const py::object& h0_in,
                      const py::object& gates_in, const py::object& proj_in, const py::object& hidden_in,
                      const py::object& h_out_in, const py::tuple& acts_in) {
  const char* who = "gru_forward_step";
  py::array h_arr = py::reinterpret_borrow<py::array>(h_out_in);
  const Index units = h_arr.ndim() == 2 ? h_arr.shape(1) : 0;
  Index m = 0, total = 0;
  T* h_out = view<T>(h_out_in, -1, units, who, "h_out", true, &m);
  const T* x = view<T>(x_in, -1, 3 * units, who, "Input", false, &total);
  const T* bias = bias_in.is_none() ? nullptr : view<T>(bias_in.attr("reshape")(1, -1), 1, 3 * units, who, "Bias", false);
  const T* pre = view<T>(pre_in, m, 3 * units, who, "pre", false);
  const int64_t* rows = index_view(rows_in, m, total, who, "rows");
  const int64_t* prev_rows = index_view(prev_rows_in, m, total, who, "prev_rows");
  const T* h0 = view<T>(h0_in, m, units, who, "H0", false);
  T* gates = view<T>(gates_in, total, 3 * units, who, "Gates", true);
  T* proj = view<T>(proj_in, total, units, who, "Projection", true);
  T* hidden = view<T>(hidden_in, total, units, who, "Hidden", true);
  const Acts act = acts_of(acts_in, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * units, [&](Index j0, Index j1) {
    for (Index j = j0; j < j1; ++j) {
      const Index row = rows[j];
      gru_forward_row<T>(x + row * 3 * units, bias, pre ? pre + j * 3 * units : nullptr,
                         previous(hidden, prev_rows, h0, j, units), gates + row * 3 * units, proj + row * units,
                         hidden + row * units, h_out + j * units, units, act);
    }
  });
}

template <typename T>
void gru_backward_step(const py::object& gates_in, const py::object& proj_in, const py::object& hidden_in,
                       const py::object& dhidden_in, const py::object& dgates_in, const py::object& dproj_in,
                       const py::object& rows_in, const py::object& prev_rows_in,
                       const py::object& h0_in, const py::object& dh_next_in, const py::object& skip_next_in,
                       const py::object& dx_in, const py::object& dhh_out_in, const py::object& hprev_out_in,
                       const py::object& skip_out_in, const py::tuple& acts_in) {
  const char* who = "gru_backward_step";
  py::array s_arr = py::reinterpret_borrow<py::array>(skip_out_in);
  const Index units = s_arr.ndim() == 2 ? s_arr.shape(1) : 0;
  Index m = 0, total = 0, m_next = 0;
  T* skip_out = view<T>(skip_out_in, -1, units, who, "skip", true, &m);
  const T* gates = view<T>(gates_in, -1, 3 * units, who, "Gates", false, &total);
  const T* proj = view<T>(proj_in, total, units, who, "Projection", false);
  const T* hidden = view<T>(hidden_in, total, units, who, "Hidden", false);
  const T* dhidden = view<T>(dhidden_in, total, units, who, "Hidden@GRAD", false);
  const T* dgates = view<T>(dgates_in, total, 3 * units, who, "Gates@GRAD", false);
  const T* dproj = view<T>(dproj_in, total, units, who, "Projection@GRAD", false);
  const int64_t* rows = index_view(rows_in, m, total, who, "rows");
  const int64_t* prev_rows = index_view(prev_rows_in, m, total, who, "prev_rows");
  const T* h0 = view<T>(h0_in, m, units, who, "H0", false);
  const T* dh_next = view<T>(dh_next_in, -1, units, who, "dh_next", false, &m_next);
  const T* skip_next = view<T>(skip_next_in, m_next, units, who, "skip_next", false);
  if (m_next > m) throw std::invalid_argument("gru_backward_step: more rows carried back than the step has");
  T* dx = view<T>(dx_in, total, 3 * units, who, "Input@GRAD", true);
  T* dhh_out = view<T>(dhh_out_in, m, 3 * units, who, "dhh", true);
  T* hprev_out = view<T>(hprev_out_in, m, units, who, "hprev", true);
  const Acts act = acts_of(acts_in, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * units, [&](Index j0, Index j1) {
    std::vector<T> dh(units);
    for (Index j = j0; j < j1; ++j) {
      const Index row = rows[j];
      const bool carried = j < m_next;
      sum_of<T>(dh.data(), dhidden + row * units, carried && dh_next ? dh_next + j * units : nullptr,
                carried && skip_next ? skip_next + j * units : nullptr, units);
      gru_backward_row<T>(gates + row * 3 * units, proj + row * units, previous(hidden, prev_rows, h0, j, units),
                          dh.data(), dgates ? dgates + row * 3 * units : nullptr, dproj ? dproj + row * units : nullptr,
                          dhh_out + j * 3 * units, dx + row * 3 * units, hprev_out + j * units, skip_out + j * units,
                          units, act);
    }
  });
}

bool is_f32(const py::object& a, const char* who) {
  py::array arr = py::reinterpret_borrow<py::array>(a);
  if (paddle::same_dtype(arr.dtype(), py::dtype::of<float>())) return true;
  if (paddle::same_dtype(arr.dtype(), py::dtype::of<double>())) return false;
  throw std::invalid_argument(std::string(who) + ": expected float32 or float64");
}

}  // namespace

PADDLE_DEFINE_KERNELS(rnn_seq) {
  m.def("lstm_forward_step", [](py::object x, py::object bias, py::object pre, py::object rows, py::object prev_rows,
                                py::object c0, py::object gates, py::object cells, py::object hidden, py::object h_out,
                                py::tuple acts) {
    auto f = is_f32(x, "lstm_forward_step") ? &lstm_forward_step<float> : &lstm_forward_step<double>;
    f(x, bias, pre, rows, prev_rows, c0, gates, cells, hidden, h_out, acts);
  }, "One LSTM step over the rows of the sequences still running (see kernels/cpp/rnn_seq.cc).");
  m.def("lstm_backward_step", [](py::object gates, py::object cells, py::object hidden, py::object dhidden,
                                 py::object dcells, py::object dgates_in, py::object rows, py::object prev_rows,
                                 py::object h0, py::object c0,
                                 py::object dh_next, py::object dc_next, py::object dx, py::object dgates,
                                 py::object hprev, py::object dc_prev, py::tuple acts) {
    auto f = is_f32(gates, "lstm_backward_step") ? &lstm_backward_step<float> : &lstm_backward_step<double>;
    f(gates, cells, hidden, dhidden, dcells, dgates_in, rows, prev_rows, h0, c0, dh_next, dc_next, dx, dgates, hprev,
      dc_prev, acts);
  }, "The gradient of one LSTM step (see kernels/cpp/rnn_seq.cc).");
  m.def("gru_forward_step", [](py::object x, py::object bias, py::object pre, py::object rows, py::object prev_rows,
                               py::object h0, py::object gates, py::object proj, py::object hidden, py::object h_out,
                               py::tuple acts) {
    auto f = is_f32(x, "gru_forward_step") ? &gru_forward_step<float> : &gru_forward_step<double>;
    f(x, bias, pre, rows, prev_rows, h0, gates, proj, hidden, h_out, acts);
  }, "One GRU step over the rows of the sequences still running (see kernels/cpp/rnn_seq.cc).");
  m.def("gru_backward_step", [](py::object gates, py::object proj, py::object hidden, py::object dhidden,
                                py::object dgates_in, py::object dproj, py::object rows, py::object prev_rows, py::object h0, py::object dh_next,
                                py::object skip_next, py::object dx, py::object dhh, py::object hprev,
                                py::object skip, py::tuple acts) {
    auto f = is_f32(gates, "gru_backward_step") ? &gru_backward_step<float> : &gru_backward_step<double>;
    f(gates, proj, hidden, dhidden, dgates_in, dproj, rows, prev_rows, h0, dh_next, skip_next, dx, dhh, hprev, skip, acts);
  }, "The gradient of one GRU step (see kernels/cpp/rnn_seq.cc).");
}
