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
// These are the fallback of the whole-sequence kernels (kernels/cpp/rnn_loop.cc), used where no
// BLAS is found to call from C++; a step's rows and arrays are read as there (rnn_cell.h). Rows
// are split across the threads of the one persistent pool of the C++ kernels (thread_pool.h;
// _native.set_threads, OMP_NUM_THREADS by default) for big steps.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <stdexcept>

#include "rnn_cell.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

using namespace paddle_rnn;

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

// the step's rows, checked against the call's arrays: m rows, and prev_rows unless the first step
Step step_of(const py::object& rows, const py::object& prev_rows, Index m, Index total, const char* who) {
  return Step{index_view(rows, m, total, who, "rows"), index_view(prev_rows, m, total, who, "prev_rows"), 0};
}

// --- LSTM: gates i, f, g, o; C = f * C_prev + i * g; H = o * state_act(C) ------------------------

template <typename T>
void lstm_forward_step(const py::object& x, const py::object& bias, const py::object& pre_in, const py::object& rows,
                       const py::object& prev_rows, const py::object& c0_in, const py::object& gates,
                       const py::object& cells, const py::object& hidden, const py::object& h_out_in,
                       const py::tuple& acts) {
  const char* who = "lstm_forward_step";
  const Cell<T> a = forward_cell<T>(who, 4, x, bias, gates, cells, hidden, acts);
  Index m = 0;
  T* h_out = view<T>(h_out_in, -1, a.units, who, "h_out", true, &m);
  const T* pre = view<T>(pre_in, m, 4 * a.units, who, "pre", false);
  const T* c0 = view<T>(c0_in, m, a.units, who, "C0", false);
  const Step s = step_of(rows, prev_rows, m, a.total, who);
  py::gil_scoped_release release;
  if (!a.x) throw std::invalid_argument(std::string(who) + ": Input is required");
  for_rows(m, 2 * a.units, [&](Index j0, Index j1) { lstm_forward_rows<T>(a, s, pre, c0, h_out, a.units, j0, j1); });
}

template <typename T>
void lstm_backward_step(const py::object& gates, const py::object& cells, const py::object& hidden,
                        const py::object& dhidden, const py::object& dcells, const py::object& dgates_in,
                        const py::object& rows, const py::object& prev_rows, const py::object& h0_in,
                        const py::object& c0_in, const py::object& dh_next, const py::object& dc_next,
                        const py::object& dx, const py::object& dgates_out_in, const py::object& hprev_out_in,
                        const py::object& dc_prev_out_in, const py::tuple& acts) {
  const char* who = "lstm_backward_step";
  const Cell<T> a = backward_cell<T>(who, 4, gates, cells, hidden, dhidden, dcells, dgates_in, dx, acts);
  const Index u = a.units;
  Index m = 0;
  T* dc_prev_out = view<T>(dc_prev_out_in, -1, u, who, "dc_prev", true, &m);
  const T* h0 = view<T>(h0_in, m, u, who, "H0", false);
  const T* c0 = view<T>(c0_in, m, u, who, "C0", false);
  Carried<T> next;
  next.product = view<T>(dh_next, -1, u, who, "dh_next", false, &next.m);
  next.state = view<T>(dc_next, next.product ? next.m : -1, u, who, "dc_next", false, &next.m);
  if (next.m > m) throw std::invalid_argument("lstm_backward_step: more rows carried back than the step has");
  T* dgates_out = view<T>(dgates_out_in, m, 4 * u, who, "dgates", true);
  T* hprev_out = view<T>(hprev_out_in, m, u, who, "hprev", true);
  const Step s = step_of(rows, prev_rows, m, a.total, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * u, [&](Index j0, Index j1) {
    lstm_backward_rows<T>(a, s, h0, c0, next, dgates_out, hprev_out, u, dc_prev_out, j0, j1);
  });
}

// --- GRU: gates r, z, n; n = cell_act(x_n + r * (H_prev @ W_n)); H = n + z * (H_prev - n) -------

template <typename T>
void gru_forward_step(const py::object& x, const py::object& bias, const py::object& pre_in, const py::object& rows,
                      const py::object& prev_rows, const py::object& h0_in, const py::object& gates,
                      const py::object& proj, const py::object& hidden, const py::object& h_out_in,
                      const py::tuple& acts) {
  const char* who = "gru_forward_step";
  const Cell<T> a = forward_cell<T>(who, 3, x, bias, gates, proj, hidden, acts);
  Index m = 0;
  T* h_out = view<T>(h_out_in, -1, a.units, who, "h_out", true, &m);
  const T* pre = view<T>(pre_in, m, 3 * a.units, who, "pre", false);
  const T* h0 = view<T>(h0_in, m, a.units, who, "H0", false);
  const Step s = step_of(rows, prev_rows, m, a.total, who);
  py::gil_scoped_release release;
  if (!a.x) throw std::invalid_argument(std::string(who) + ": Input is required");
  for_rows(m, 2 * a.units, [&](Index j0, Index j1) { gru_forward_rows<T>(a, s, pre, h0, h_out, a.units, j0, j1); });
}

template <typename T>
void gru_backward_step(const py::object& gates, const py::object& proj, const py::object& hidden,
                       const py::object& dhidden, const py::object& dgates_in, const py::object& dproj,
                       const py::object& rows, const py::object& prev_rows, const py::object& h0_in,
                       const py::object& dh_next, const py::object& skip_next, const py::object& dx,
                       const py::object& dhh_out_in, const py::object& hprev_out_in, const py::object& skip_out_in,
                       const py::tuple& acts) {
  const char* who = "gru_backward_step";
  const Cell<T> a = backward_cell<T>(who, 3, gates, proj, hidden, dhidden, dproj, dgates_in, dx, acts);
  const Index u = a.units;
  Index m = 0;
  T* skip_out = view<T>(skip_out_in, -1, u, who, "skip", true, &m);
  const T* h0 = view<T>(h0_in, m, u, who, "H0", false);
  Carried<T> next;
  next.product = view<T>(dh_next, -1, u, who, "dh_next", false, &next.m);
  next.state = view<T>(skip_next, next.product ? next.m : -1, u, who, "skip_next", false, &next.m);
  if (next.m > m) throw std::invalid_argument("gru_backward_step: more rows carried back than the step has");
  T* dhh_out = view<T>(dhh_out_in, m, 3 * u, who, "dhh", true);
  T* hprev_out = view<T>(hprev_out_in, m, u, who, "hprev", true);
  const Step s = step_of(rows, prev_rows, m, a.total, who);
  py::gil_scoped_release release;
  for_rows(m, 2 * u, [&](Index j0, Index j1) {
    gru_backward_rows<T>(a, s, h0, next, dhh_out, hprev_out, skip_out, j0, j1);
  });
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
